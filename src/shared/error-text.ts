import { aiFailureRecordText } from "./ai-failure-text.js";
import { shortDateTime } from "./dates.js";
import { feedFailureText } from "./feed-failure-text.js";
import { jobFailureText } from "./job-labels.js";
import { AI_PROVIDER_LABELS } from "./labels.js";
import { SOCIAL_PLATFORM_NAMES } from "./social.js";

// Diagnostica's "Analisi Errori" in Italian (docs/product.md#diagnostica-sistema): an error_logs row is
// worded from its error_type, with the figures its English message names; the English is the
// technical detail. Nothing translated is stored, so rows written before read Italian too.

/** What the wording reads of an error_logs row. */
export interface ErrorRecord {
  error_type: string;
  error_message: string;
  source: string;
}

/** The Italian line and the technical detail (the stored English) of a row. */
export interface ErrorWords {
  text: string;
  detail: string;
}

type Words = (record: ErrorRecord) => string;

/** `"A", "B"` (the English lists names in double quotes) as «A», «B». */
function quotedNames(list: string): string {
  const more = list.endsWith("…");
  const names = list.replace(/…$/, "").replace(/^"|"$/g, "").split('", "');
  return names.map((name) => `«${name}»`).join(", ") + (more ? "…" : "");
}

/** "openai (gpt-4o-mini)" as "OpenAI (gpt-4o-mini)". */
function providerNames(list: string): string {
  return list
    .split(", ")
    .map((entry) => entry.replace(/^[a-z]+(?= \()/, (id) => (Object.hasOwn(AI_PROVIDER_LABELS, id) ? AI_PROVIDER_LABELS[id as keyof typeof AI_PROVIDER_LABELS] : id)))
    .join(", ");
}

/** The e-mails of src/mail/ by the name their failures give them ("daily digest"). */
export function mailKindText(what: string): string {
  if (what === "daily digest") return "del riepilogo giornaliero";
  if (what === "storage warning") return "di avviso spazio";
  if (what.startsWith("critical error")) return "di avviso per errore critico";
  if (what === "test") return "di prova";
  if (what === "backup failure") return "di avviso per backup non riuscito";
  return `«${what}»`;
}

const decimal = (value: string) => value.replace(".", ",");

/** The kinds of src/platform/error-records/error-severity.ts (ERROR_TYPES) and of the other writers, each worded from its row. */
export const ERROR_TEXT: Readonly<Record<string, Words>> = {
  feeds_all_failing: ({ error_message }) => {
    const found = /^Every feed failed in the last sync \((\d+)\): (.*?)\. Last error: /s.exec(error_message);
    if (!found) return "Tutti i feed provati nell'ultima sincronizzazione sono falliti";
    const [, count, names] = found;
    return count === "1"
      ? `L'unico feed provato nell'ultima sincronizzazione è fallito: ${quotedNames(names!)}`
      : `Tutti e ${count} i feed provati nell'ultima sincronizzazione sono falliti: ${quotedNames(names!)}`;
  },
  ai_all_providers_failing: ({ error_message }) => {
    const found = /^Every active AI provider has failed since (\S+?), none answered: (.*)$/s.exec(error_message);
    const since = found && !Number.isNaN(Date.parse(found[1]!)) ? ` dal ${shortDateTime(found[1]!)}` : " da oltre un'ora";
    return `Tutti i provider AI attivi falliscono${since} senza nessuna risposta${found ? `: ${providerNames(found[2]!)}` : ""}`;
  },
  job_failed: ({ source, error_message }) => jobFailureText(source, error_message),
  http_5xx: ({ error_message }) => {
    const request = /^([A-Z]+) (\S+): /.exec(error_message);
    return `Errore interno del server${request ? ` nella richiesta ${request[1]} ${request[2]}` : " in una richiesta"}`;
  },
  disk_full: ({ error_message }) => {
    const found = /^The volume of (.+) is (\d+(?:\.\d+)?) % full \(above (\d+) %\) on (.+)$/s.exec(error_message);
    if (!found) return "Il disco dei dati è quasi pieno";
    const [, path, percent, limit, host] = found;
    return `Il disco dei dati (${path}) è pieno al ${decimal(percent!)}%, oltre il ${limit}%, su ${host}`;
  },
  database_unreachable: ({ error_message }) => {
    const found = /^The database did not answer from (\S+) until \S+ \(([^)]+)\)/.exec(error_message);
    if (!found || Number.isNaN(Date.parse(found[1]!))) return "Il database non ha risposto per un certo tempo";
    return `Il database non ha risposto per ${found[2]}, dal ${shortDateTime(found[1]!)}`;
  },
  mail_failed: ({ error_message }) => {
    const found = /^Could not send the (.+?) e-mail to (\S+): /s.exec(error_message);
    return found ? `L'email ${mailKindText(found[1]!)} non è partita (destinatario ${found[2]})` : "Un'email di notifica non è partita";
  },
  social_post_failed: ({ source }) => {
    const platform = source.replace(/^social:/, "");
    const name = Object.hasOwn(SOCIAL_PLATFORM_NAMES, platform) ? SOCIAL_PLATFORM_NAMES[platform as keyof typeof SOCIAL_PLATFORM_NAMES] : platform;
    return `La pubblicazione su ${name} non è riuscita`;
  },
};

/** A feed's row: `Feed "ANSA" (https://…): HTTP 404 Not Found` (src/feeds/record-failure.ts). */
function feedRowText(reason: string, message: string): string {
  const found = /^Feed "(.*)" \((\S*)\): (.*)$/s.exec(message);
  return found ? feedFailureText(reason, found[3]!, found[1]) : feedFailureText(reason, message);
}

/** A type no table knows: generic, the English kept as the detail. */
export function unknownErrorText(type: string): string {
  return `Errore di tipo «${type}» (il testo originale è nei dettagli tecnici)`;
}

/** An error_logs row in Italian, with its stored English as the technical detail. */
export function errorText(record: ErrorRecord): ErrorWords {
  const { error_type: type, error_message: message } = record;
  const detail = message;
  if (Object.hasOwn(ERROR_TEXT, type)) return { text: ERROR_TEXT[type]!(record), detail };
  if (type.startsWith("feed_")) return { text: feedRowText(type.slice("feed_".length), message), detail };
  if (type.startsWith("ai_")) return { text: aiFailureRecordText(type.slice("ai_".length), record.source, message), detail };
  return { text: unknownErrorText(type), detail };
}

const ERROR_KIND_LABELS: Readonly<Record<string, string>> = {
  job_failed: "Lavoro pianificato",
  http_5xx: "Richiesta al server",
  disk_full: "Spazio su disco",
  database_unreachable: "Database",
  mail_failed: "Email",
  social_post_failed: "Social Media",
};

/** The kind of an error_type as the "Tipo" column names it. */
export function errorKindLabel(type: string): string {
  if (type.startsWith("feed")) return "Feed RSS";
  if (type.startsWith("ai_")) return "Elaborazione AI";
  return Object.hasOwn(ERROR_KIND_LABELS, type) ? ERROR_KIND_LABELS[type]! : "Altro";
}
