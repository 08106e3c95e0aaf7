import { AI_FAILURE_MARKERS, AI_FAILURE_TEXT, AI_FAILURE_TYPES, aiFailureRecordText } from "./ai-failure-text.js";
import { errorKindLabel, mailKindText } from "./error-text.js";
import { jobLabel } from "./job-labels.js";
import { plural } from "./plural.js";

// "Log di Sistema" in Italian (docs/product.md#diagnostica-sistema). The server's log lines keep
// their English message (the console's, and the technical detail); each message written with a
// category is a fixed sentence, so it is the key of its Italian line, which takes its figures from
// the line's details. The provider failures of src/ai/record-ai-failure.ts carry their type instead.

/** What the wording reads of a system_logs row. */
export interface LogRecord {
  message: string;
  source: string;
  category: string;
  details: Record<string, unknown> | null;
}

/** The Italian line and the technical detail (the stored English message). */
export interface LogWords {
  text: string;
  detail: string;
}

type Words = (line: LogRecord, match: RegExpExecArray | null) => string;

/** A log message: `exact` English, or a `pattern` for the few whose message carries figures. */
type LogEntry = { english: string; words: Words } & ({ exact: true } | { pattern: RegExp });

const number = (line: LogRecord, key: string): number | undefined => {
  const value = line.details?.[key];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
};
const text = (line: LogRecord, key: string): string | undefined => {
  const value = line.details?.[key];
  return typeof value === "string" && value ? value : undefined;
};
/** "(altri 3 dall'ultimo avviso)": the lines a throttled warning stood for. */
const others = (line: LogRecord, key: string) => {
  const count = number(line, key);
  if (!count) return "";
  // "altri 41": the number after its word, written the Italian way (plural's number with no word).
  return count === 1 ? " (un altro dall'ultimo avviso)" : ` (altri ${plural(count, "", "").trim()} dall'ultimo avviso)`;
};
const to = (line: LogRecord) => (text(line, "to") ? ` a ${text(line, "to")}` : "");
const job = (line: LogRecord) => `«${jobLabel(text(line, "job") ?? line.source)}»`;
const syncFigures = (line: LogRecord) => {
  const imported = number(line, "imported");
  const feeds = number(line, "feeds");
  const failed = number(line, "failed");
  if (imported === undefined || feeds === undefined) return "";
  return `: ${plural(imported, "articolo importato", "articoli importati")} da ${plural(feeds, "feed", "feed")}${failed ? `, ${plural(failed, "fallito", "falliti")}` : ""}`;
};

const exact = (english: string, words: Words): LogEntry => ({ english, exact: true, words });

/** Every message the code logs with a category (src/platform/log-sink/ keeps those), by its English. */
export const LOG_ENTRIES: readonly LogEntry[] = [
  // The program
  exact("Rassegna started", () => "Rassegna avviata"),
  exact("shutting down: cutting AI calls and syncs, finishing other requests in flight", () => "Arresto in corso: chiamate AI e sincronizzazioni interrotte, le altre richieste in corso vengono completate"),
  exact("shutdown deadline reached: cutting what still runs", () => "Tempo per l'arresto scaduto: quello che è ancora in corso viene interrotto"),
  exact("first administrator created from ADMIN_EMAIL/ADMIN_PASSWORD", (line) => `Primo amministratore creato da ADMIN_EMAIL e ADMIN_PASSWORD${text(line, "email") ? `: ${text(line, "email")}` : ""}`),
  exact("request failed", (line) => `Richiesta non riuscita per un errore imprevisto${text(line, "method") && text(line, "route") ? `: ${text(line, "method")} ${text(line, "route")}` : ""}`),
  exact("hearing other instances' changes again: every cache dropped", () => "Di nuovo in ascolto delle modifiche delle altre istanze: tutte le cache svuotate"),
  exact("lost the connection that hears other instances' changes: caches expire on their own until it is back", () => "Persa la connessione che riceve le modifiche delle altre istanze: finché non torna, le cache scadono da sole"),
  // Security
  exact("admin signed in", (line) => `Accesso dell'amministratore${text(line, "email") ? ` ${text(line, "email")}` : ""}`),
  exact("admin signed out", (line) => `Uscita dell'amministratore${text(line, "email") ? ` ${text(line, "email")}` : ""}`),
  exact("sign-in failed", () => "Accesso non riuscito: credenziali non valide"),
  exact("session renewal refused", () => "Rinnovo della sessione rifiutato"),
  exact("sign-in refused: too many attempts", (line) => `Accesso rifiutato: troppi tentativi${others(line, "other_refusals")}`),
  // Performance and database
  exact("load shedding: the server is busy, public requests refused", (line) => `Server sovraccarico: richieste pubbliche rifiutate${others(line, "other_refusals")}`),
  exact("slow request", (line) => {
    const route = text(line, "route");
    const ms = number(line, "ms");
    return `Richiesta lenta${route ? `: ${route}` : ""}${ms !== undefined ? ` in ${plural(Math.round(ms), "ms", "ms")}` : ""}${others(line, "other_slow_requests")}`;
  }),
  exact("database unreachable: requests answer 503", (line) => `Database non raggiungibile: le richieste ricevono l'errore 503${others(line, "other_requests")}`),
  exact("health check: database unreachable", () => "Controllo dello stato: database non raggiungibile"),
  exact("database unreachable: health readings wait until it answers", () => "Database non raggiungibile: le letture dello stato riprendono quando risponde"),
  exact("database answers again", (line) => `Il database risponde di nuovo${text(line, "lasted") ? ` dopo ${text(line, "lasted")}` : ""}`),
  // The administrator's actions
  exact("error marked resolved", (line) => `Errore segnato come risolto${text(line, "error_type") ? ` (${errorKindLabel(text(line, "error_type")!)})` : ""}`),
  exact("diagnostic tool run", (line) => {
    const tool = text(line, "tool");
    const outcome = line.details?.success === false ? ": ha trovato un problema" : "";
    return `Strumento di diagnostica eseguito${tool ? ` («${tool}»)` : ""}${outcome}`;
  }),
  exact("feed sync requested from the dashboard finished", (line) => `Sincronizzazione dei feed dalla dashboard completata${syncFigures(line)}`),
  // Work of the system
  exact("scheduled feed sync finished", (line) => `Sincronizzazione pianificata dei feed completata${syncFigures(line)}`),
  exact("AI processing failed unexpectedly", () => "Elaborazione AI di un articolo interrotta da un errore imprevisto"),
  exact("AI queue round failed", () => "Un giro della coda AI non è riuscito"),
  {
    english: "AI processing: ",
    pattern: /^AI processing: (\d+) processed, (\d+) failed(?:, (\d+) left pending)?(?:, (\d+) handed back by the stop)?$/,
    words: (_line, match) => {
      if (!match) return "Elaborazione AI completata";
      const [processed, failed, pending, interrupted] = match.slice(1).map((value) => (value ? Number(value) : 0));
      return (
        `Elaborazione AI: ${plural(processed!, "articolo elaborato", "articoli elaborati")}, ${plural(failed!, "fallito", "falliti")}` +
        (pending ? `, ${plural(pending, "rimasto in attesa", "rimasti in attesa")}` : "") +
        (interrupted ? `, ${plural(interrupted, "restituito alla coda per l'arresto", "restituiti alla coda per l'arresto")}` : "")
      );
    },
  },
  exact(
    "removed log lines, health readings and raw views older than 30 days, and cookie choices older than a year",
    () => "Rimossi log, letture dello stato e singole visite più vecchi di 30 giorni, e consensi cookie più vecchi di un anno",
  ),
  // The same run's line before it pruned cookie choices too: such lines stay in the log for 30 days.
  exact("removed log lines, health readings and raw views older than 30 days", () => "Rimossi log, letture dello stato e singole visite più vecchi di 30 giorni"),
  {
    english: "automatic cleanup: ",
    pattern: /^automatic cleanup: (\d+) cached picture files no article uses removed$/,
    words: (_line, match) => {
      if (!match) return "Pulizia automatica: immagini in cache non più usate eliminate";
      return `Pulizia automatica: ${plural(Number(match[1]), "immagine in cache non più usata eliminata", "immagini in cache non più usate eliminate")}`;
    },
  },
  {
    english: "automatic cleanup: ",
    pattern: /^automatic cleanup: (\d+) articles older than (\d+) days deleted$/,
    words: (_line, match) => {
      if (!match) return "Pulizia automatica eseguita";
      const [deleted, days] = [Number(match[1]), Number(match[2])];
      return `Pulizia automatica: ${plural(deleted, "articolo più vecchio", "articoli più vecchi")} di ${plural(days, "giorno", "giorni")} ${deleted === 1 ? "eliminato" : "eliminati"}`;
    },
  },
  exact("daily backup written", () => "Backup giornaliero del database completato"),
  exact("daily backup failed", () => "Backup giornaliero del database non riuscito"),
  exact("could not group the article into a story", () => "Impossibile raggruppare l'articolo con le altre fonti della stessa notizia"),
  exact("could not merge the article's story", () => "Impossibile unire la notizia dell'articolo con quella di un'altra fonte"),
  exact("could not settle the batch's stories", () => "Impossibile raggruppare per notizia gli articoli appena pubblicati"),
  exact("could not queue the article's social posts", () => "Impossibile mettere in coda i post social dell'articolo"),
  exact("social posting round", (line) => {
    const sent = number(line, "sent");
    const failed = number(line, "failed");
    return `Pubblicazione social${sent !== undefined ? `: ${plural(sent, "post inviato", "post inviati")}` : ""}${failed ? `, ${plural(failed, "non riuscito", "non riusciti")}` : ""}`;
  }),
  exact("social posting round failed", () => "Un giro di pubblicazione social non è riuscito"),
  // The scheduler
  exact("scheduled job cut by the stop", (line) => `Lavoro pianificato ${job(line)} interrotto dall'arresto`),
  exact("scheduled job failed", (line) => `Il lavoro pianificato ${job(line)} è fallito`),
  exact("scheduled job has failed three times or more in a row", (line) => `Il lavoro pianificato ${job(line)} è fallito tre o più volte di seguito`),
  exact("could not record the job's failure", (line) => `Impossibile registrare l'errore del lavoro pianificato ${job(line)}`),
  exact("daily job started", (line) => `Lavoro giornaliero ${job(line)} avviato`),
  // E-mail
  exact("storage warning e-mail sent", (line) => `Email di avviso spazio inviata${to(line)}`),
  exact("backup failure e-mail sent", (line) => `Email di avviso per backup non riuscito inviata${to(line)}`),
  exact("no new articles in the last 24 hours: no digest today", () => "Nessun nuovo articolo nelle ultime 24 ore: oggi nessun riepilogo"),
  exact("daily digest e-mail sent", (line) => `Email del riepilogo giornaliero inviata${to(line)}`),
  exact("critical error e-mail sent", (line) => `Email di avviso per errore critico inviata${to(line)}`),
  exact("daily edition sent", (line) => {
    const sent = number(line, "sent");
    return `Edizione quotidiana inviata${sent !== undefined ? ` a ${plural(sent, "iscritto", "iscritti")}` : ""}${text(line, "edition") ? ` (${text(line, "edition")})` : ""}`;
  }),
  exact("the mail server refused the daily edition for a subscriber", (line) => `Il server di posta ha rifiutato l'edizione quotidiana per un iscritto${text(line, "edition") ? ` (${text(line, "edition")})` : ""}`),
  exact("could not send the daily edition's confirmation e-mail", () => "Impossibile inviare l'email di conferma dell'iscrizione all'edizione quotidiana"),
  exact("removed daily edition addresses never confirmed", (line) => {
    const removed = number(line, "removed");
    if (removed === 1) return "Rimosso un indirizzo dell'edizione quotidiana non confermato entro 48 ore";
    return `Rimossi ${removed !== undefined ? `${plural(removed, "indirizzo", "indirizzi")} ` : "gli indirizzi "}dell'edizione quotidiana non confermati entro 48 ore`;
  }),
  exact("test e-mail sent", (line) => `Email di prova inviata${to(line)}`),
  exact("test e-mail failed", (line) => `Invio dell'email di prova non riuscito${to(line)}`),
  {
    english: "could not send the ",
    pattern: /^could not send the (.+) e-mail$/,
    words: (line, match) => `Impossibile inviare l'email${match ? ` ${mailKindText(match[1]!)}` : ""}${to(line)}`,
  },
  exact("could not record the e-mail failure", () => "Impossibile registrare l'errore di invio dell'email"),
];

/** A message no entry knows: generic, the English kept as the detail. */
export const UNKNOWN_LOG_TEXT = "Evento registrato (il testo originale è nei dettagli tecnici)";

const BY_MESSAGE = new Map(LOG_ENTRIES.filter((entry) => "exact" in entry).map((entry) => [entry.english, entry]));
const PATTERNS = LOG_ENTRIES.filter((entry): entry is LogEntry & { pattern: RegExp } => "pattern" in entry);

/** The type of a provider failure's line (src/ai/record-ai-failure.ts), when it is one. */
function aiFailureType(line: LogRecord): string | undefined {
  const type = line.details?.type;
  return line.category === "ai" && typeof type === "string" && (AI_FAILURE_TYPES as readonly string[]).includes(type) ? type : undefined;
}

/** A system_logs row in Italian, with its stored English message as the technical detail. */
export function logText(line: LogRecord): LogWords {
  const detail = line.message;
  const type = aiFailureType(line);
  if (type) return { text: aiFailureRecordText(type, line.source, line.message), detail };
  const entry = BY_MESSAGE.get(line.message);
  if (entry) return { text: entry.words(line, null), detail };
  for (const candidate of PATTERNS) {
    const match = candidate.pattern.exec(line.message);
    if (match) return { text: candidate.words(line, match), detail };
  }
  return { text: UNKNOWN_LOG_TEXT, detail };
}

/** Lower case without accents, as the log search compares (unaccent, ilike). */
function folded(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

const BARE: LogRecord = { message: "", source: "", category: "", details: null };

/** Each entry's Italian without its figures, and the English that finds its lines; made on the first search. */
let searchable: ReadonlyArray<{ italian: string; english: string }> | undefined;
function searchableEntries(): ReadonlyArray<{ italian: string; english: string }> {
  searchable ??= [
    ...LOG_ENTRIES.map((entry) => ({ italian: folded(entry.words(BARE, null)), english: entry.english })),
    ...AI_FAILURE_TYPES.flatMap((type) => AI_FAILURE_MARKERS[type].map((english) => ({ italian: folded(AI_FAILURE_TEXT[type]({}, "")), english }))),
  ];
  return searchable;
}

/**
 * The English the lines carry whose Italian words hold `search` ("accesso"
 * finds "admin signed in"), so the log's search finds what the screen shows.
 * At most `limit`, each distinct.
 */
export function englishForItalianSearch(search: string, limit = 20): string[] {
  const wanted = folded(search.trim());
  if (!wanted) return [];
  const found = new Set<string>();
  for (const { italian, english } of searchableEntries()) {
    if (found.size >= limit) break;
    if (italian.includes(wanted)) found.add(english);
  }
  return [...found];
}
