import { plural } from "../../../shared/plural";
import type { ProcessingBucket, StatisticsPeriod } from "../../../shared/statistics";

/** The period selector's words (docs/product.md#statistiche). */
export const PERIOD_LABELS: Record<StatisticsPeriod, string> = {
  today: "Oggi",
  week: "Ultima settimana",
  month: "Ultimo mese",
  year: "Ultimo anno",
};

/** The AI processing states, as the Articoli screen names them (docs/product.md#processing-states). */
export const PROCESSING_LABELS: Record<ProcessingBucket, string> = {
  processed: "Elaborato",
  processing: "Elaborazione",
  pending: "In attesa",
  failed: "Fallito",
};

/**
 * Every string of the Statistiche screen. docs/product.md#statistiche gives
 * the periods; the rest are ours, kept here so they read as one voice.
 */
export const STATISTICS_TEXT = {
  title: "Statistiche",
  description: "Articoli pubblicati e visualizzazioni del periodo scelto, giorno per giorno, in ora italiana.",

  period: "Periodo",
  range: (from: string, to: string) => `Dal ${from} al ${to}`,
  rangeToday: (day: string) => `Oggi, ${day}`,

  export: "Esporta JSON",
  exported: "Statistiche esportate",
  fileName: (day: string) => `statistiche-${day}.json`,

  loading: "Caricamento statistiche...",
  updating: "Aggiornamento...",
  loadFailed: "Errore nel caricamento delle statistiche",
  retry: "Riprova",
  unknown: "–",

  cards: {
    title: "Riepilogo",
    articles: "Articoli totali",
    articlesDetail: "pubblicati nel periodo",
    views: "Visualizzazioni totali",
    viewsDetail: "contate nel periodo",
    average: "Media visualizzazioni per articolo",
    averageDetail: "visualizzazioni ÷ articoli",
  },

  chart: {
    title: "Visualizzazioni per giorno",
    description: "Una barra per ogni giorno del periodo, anche senza visualizzazioni.",
    loading: "Caricamento grafico...",
    views: "Visualizzazioni",
    day: "Giorno",
    summary: (views: string, days: string) => `${views} in ${days}`,
    days: (count: number) => plural(count, "giorno", "giorni"),
  },

  distributions: {
    category: "Per categoria",
    sentiment: "Per sentiment",
    processing: "Elaborazione AI",
    processingHint: "Elaborato: analizzato dall'AI e pubblicato.",
    noCategory: "Non classificato",
    noSentiment: "Non analizzato",
    empty: "Nessun articolo pubblicato nel periodo.",
    share: (count: string, percent: string) => `${count} (${percent})`,
  },

  top: {
    title: "I 10 più letti",
    description: "Gli articoli con più visualizzazioni nel periodo, anche se pubblicati prima.",
    empty: "Nessuna visualizzazione nel periodo.",
    notPublished: "Non più pubblicato",
    viewsWord: (count: number) => (count === 1 ? "visualizzazione" : "visualizzazioni"),
    opensNewTab: "(si apre in una nuova scheda)",
  },

  sources: {
    title: "Rendimento per fonte",
    description: (max: string) => `Articoli pubblicati e visualizzazioni del periodo, per fonte (le ${max} più lette).`,
    source: "Fonte",
    articles: "Articoli",
    views: "Visualizzazioni",
    empty: "Nessuna fonte con articoli o visualizzazioni nel periodo.",
  },

  upcoming: {
    title: "Prossime analisi",
    description: "Questa sezione si arricchirà presto di nuovi strumenti.",
    items: [
      "L'andamento di ogni categoria nel tempo",
      "Le ore e i giorni della settimana con più letture",
      "Il confronto con il periodo precedente",
    ],
  },

  views: (count: number) => plural(count, "visualizzazione", "visualizzazioni"),
  articles: (count: number) => plural(count, "articolo", "articoli"),
} as const;
