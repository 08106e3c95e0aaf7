import { LIMITS, type DiagnosticTool } from "../../../shared/constants";
import { formatted, plural } from "./labels";

// The words of the "Risoluzione Problemi" tools (docs/product.md#diagnostica-sistema): each tool's
// outcome, and the names of the checks and counts the server reports.

/** One tool card: its name, what it does, and its answers in Italian (docs/product.md#diagnostica-sistema). */
export interface ToolText {
  title: string;
  description: string;
  success: (facts: ToolFacts) => string;
  failure: (facts: ToolFacts) => string;
}

/** What the screen knows of a tool's run when it words the outcome. */
export interface ToolFacts {
  /** The server's own words for the failure, or "". */
  detail: string;
  checks: number;
  failedChecks: number;
  /** Sum of the counts. */
  total: number;
  /** A count by its key, or `fallback` when the tool gave none. */
  count: (key: string, fallback: number) => number;
}

const because = (detail: string) => (detail ? `: ${detail}` : "");

/** The six tools in the order the tab shows them, with their words. */
export const TOOL_TEXT: Record<DiagnosticTool, ToolText> = {
  database: {
    title: "Test connessione database",
    description: "Esegue una query reale sul database e ne legge versione e dimensione.",
    success: () => "Connessione al database riuscita",
    failure: ({ detail }) => `Connessione al database fallita${because(detail)}`,
  },
  "ai-providers": {
    title: "Test provider AI",
    description: "Fa una richiesta minima a ogni provider AI attivo con la sua chiave, senza consumare il limite giornaliero.",
    success: ({ count, checks }) => {
      const providers = count("providers", checks);
      return providers === 0 ? "Nessun provider AI attivo: gli articoli li elabora l'analizzatore locale" : `Provider AI funzionanti: ${formatted(providers)} su ${formatted(providers)}`;
    },
    failure: ({ count, checks, failedChecks, detail }) => {
      const providers = count("providers", checks);
      const failed = count("failed", failedChecks);
      if (failed > 0) return `Provider AI non funzionanti: ${formatted(failed)} su ${formatted(providers)}`;
      if (providers === 0 && count("local_analyzer", 1) === 0) return "Nessun provider AI attivo e analizzatore locale spento: nessuno può elaborare gli articoli";
      return `Test dei provider AI fallito${because(detail)}`;
    },
  },
  feeds: {
    title: "Controllo feed",
    description: "Scarica e legge ogni feed attivo, senza importare articoli.",
    success: ({ count, checks }) => {
      const feeds = count("feeds", checks);
      return feeds === 0 ? "Nessun feed attivo da controllare" : `Feed raggiungibili: ${formatted(feeds)} su ${formatted(feeds)}`;
    },
    failure: ({ count, checks, failedChecks, detail }) => {
      const failed = count("failed", failedChecks);
      return failed > 0 ? `Feed con problemi: ${formatted(failed)} su ${formatted(count("feeds", checks))}` : `Controllo dei feed fallito${because(detail)}`;
    },
  },
  "cleanup-logs": {
    title: "Pulizia log vecchi",
    description: `Elimina i log di sistema, le letture dello stato e le singole visite più vecchi di ${LIMITS.opsRetentionDays} giorni (i totali delle visite restano).`,
    success: ({ total }) => (total === 0 ? "Nessun dato vecchio da eliminare" : `Pulizia completata: ${plural(total, "riga eliminata", "righe eliminate")}`),
    failure: ({ detail }) => `Pulizia dei log fallita${because(detail)}`,
  },
  "page-cache": {
    title: "Svuota cache pagine",
    description: "Svuota la cache delle pagine e degli elenchi pubblici di questo server: saranno ricostruiti alla prossima visita.",
    success: ({ total }) => (total === 0 ? "La cache era già vuota" : `Cache svuotata: ${plural(total, "voce eliminata", "voci eliminate")}`),
    failure: ({ detail }) => `Svuotamento della cache fallito${because(detail)}`,
  },
  integrity: {
    title: "Controllo integrità dati",
    description: "Confronta i contatori salvati (visualizzazioni, errori dei feed, richieste AI) con i conteggi reali. Legge soltanto.",
    success: () => "Integrità dei dati verificata: nessuna differenza",
    failure: ({ detail, checks, failedChecks }) =>
      failedChecks > 0
        ? `Differenze trovate: ${formatted(failedChecks)} ${failedChecks === 1 ? "contatore" : "contatori"} su ${formatted(checks)}`
        : `Controllo dell'integrità fallito${because(detail)}`,
  },
};

/** The checks' names as the tools give them (database parts, counters, the local analyzer), in Italian; a provider's or feed's name is its own. */
export const CHECK_NAMES: Record<string, string> = {
  engine: "Motore",
  version: "Versione",
  locale: "Analizzatore locale",
  "articles.views / article_view_totals": "Visualizzazioni degli articoli e loro totali",
  "article_view_totals / article_daily_views": "Totali delle visualizzazioni e conteggi giornalieri",
  "source_daily_views / article_daily_views": "Visualizzazioni per fonte e per articolo",
  "rss_feeds.consecutive_failures / last_sync_status": "Errori consecutivi e stato dei feed",
  "ai_usage_tracking / articles enriched today": "Richieste AI di oggi e articoli elaborati",
};

/** Check details that are a word, not a sentence. */
export const CHECK_DETAILS: Record<string, string> = {
  pglite: "PGlite (integrato)",
  postgresql: "PostgreSQL",
  on: "attivo",
  off: "spento",
};

/** An integrity check's difference: "3 righe diverse, per 12 in tutto". */
export const rowsDiffer = (rows: number, by: string) => `${plural(rows, "riga diversa", "righe diverse")}, per ${by} in tutto`;

/** Names of the counts the tools report. A count the screen does not know shows under its own key rather than vanishing. */
export const COUNT_LABELS: Record<string, string> = {
  database_bytes: "Dimensione del database",
  items: "Articoli letti nei feed",
  system_logs: "Righe del log di sistema",
  system_health_metrics: "Letture dello stato",
  statistics: "Singole visite (i totali restano)",
  cookie_consents: "Consensi cookie più vecchi di un anno",
  pages: "Pagine",
  listings: "Elenchi e ricerche",
  missing_articles: "Articoli inesistenti ricordati",
  most_read: "Elenco delle più lette",
};
