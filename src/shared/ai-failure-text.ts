import { AI_PROVIDER_LABELS } from "./labels.js";

// Why an AI provider failed an article, in the administrator's Italian (docs/product.md#language-time-and-numbers).
// error_logs rows and the `ai` log lines carry the type (`ai_<type>`, details.type); an article's
// processing_error and the API's `error` carry only the English of src/ai/ai-call-error.ts and
// enrich-article.ts, recognised by their markers. The English stays the technical detail.

/** Why a provider call failed (src/ai/ai-call-error.ts), or that its answer was too uncertain. */
export const AI_FAILURE_TYPES = ["timeout", "rate_limited", "auth", "http_status", "connection", "invalid_answer", "low_confidence"] as const;
export type AiFailureType = (typeof AI_FAILURE_TYPES)[number];

/** What a sentence may name; each is absent when unknown. */
export interface AiFailureFacts {
  /** The provider's id ("openai"), shown by its name. */
  provider?: string;
  model?: string;
  article?: string;
  /** Read from the English message. */
  status?: string;
  confidence?: string;
  minimum?: string;
  missingKey?: boolean;
  aborted?: boolean;
}

type Sentence = (facts: AiFailureFacts, who: string) => string;

const http = (status: string | undefined) => (status ? ` (HTTP ${status})` : "");

/** One sentence per type; `who` is "" or " OpenAI (gpt-4o-mini)". */
export const AI_FAILURE_TEXT: Record<AiFailureType, Sentence> = {
  auth: ({ missingKey, status }, who) => (missingKey ? `Manca la chiave API del provider AI${who}` : `Il provider AI${who} ha rifiutato la chiave API${http(status)}`),
  rate_limited: ({ status }, who) => `Il provider AI${who} ha raggiunto il limite di richieste${http(status)}`,
  timeout: ({ aborted }, who) => (aborted ? `La chiamata al provider AI${who} è stata interrotta` : `Il provider AI${who} non ha risposto in tempo`),
  connection: (_facts, who) => `Il provider AI${who} non è raggiungibile`,
  invalid_answer: (_facts, who) => `Il provider AI${who} ha dato una risposta non valida`,
  http_status: ({ status }, who) => `Il provider AI${who} ha risposto con un errore${http(status)}${status === "404" ? ": modello o indirizzo non trovato" : ""}`,
  low_confidence: ({ article, confidence, minimum }, who) =>
    `Classificazione troppo incerta${who ? ` di${who}` : ""}${article ? ` per «${article}»` : ""}` +
    (confidence && minimum ? `, con confidenza ${confidence} sotto la soglia di ${minimum}` : ""),
};

/** Nobody could take the article: not a provider's failure, the queue's state (enrich-article.ts). */
export const NO_PROVIDER_TEXT = "Nessun provider AI disponibile e analizzatore locale disattivato";
/** English no rule knows (an unexpected error while processing): generic, the English kept as the detail. */
export const UNKNOWN_AI_FAILURE = (who: string) => `Errore sconosciuto${who ? ` del provider AI${who}` : ""}`;

/**
 * The English of each type (src/ai/ai-call-error.ts, enrich-article.ts): what
 * recognises a message without a stored type, and what a search in Italian
 * looks for among the English lines (src/diagnostics/logs/).
 */
export const AI_FAILURE_MARKERS: Record<AiFailureType, string[]> = {
  auth: ["rejected the API key", "API key is missing"],
  rate_limited: ["rate limit reached"],
  timeout: ["did not answer in time", "call was aborted"],
  connection: ["Cannot reach the provider"],
  invalid_answer: ["answer is not valid"],
  http_status: ["Provider answered HTTP"],
  low_confidence: ["is below the minimum"],
};
/** The English of NO_PROVIDER_TEXT. */
export const NO_PROVIDER_MARKER = "No AI provider available";

/** A reserving publisher's article with the local analyzer off (enrich-article.ts TDM_RESERVED_LOCAL_OFF). */
export const TDM_RESERVED_TEXT =
  "L'editore riserva i suoi testi all'estrazione automatica (TDM): solo l'analizzatore locale può elaborarli, ed è disattivato";
/** The English of TDM_RESERVED_TEXT. */
export const TDM_RESERVED_MARKER = "The publisher reserves text and data mining";

type QueueState = "no_provider" | "tdm_reserved";

const MARKERS: Array<[string, AiFailureType | QueueState]> = [
  ...AI_FAILURE_TYPES.flatMap((type) => AI_FAILURE_MARKERS[type].map((marker): [string, AiFailureType] => [marker.toLowerCase(), type])),
  [NO_PROVIDER_MARKER.toLowerCase(), "no_provider"],
  [TDM_RESERVED_MARKER.toLowerCase(), "tdm_reserved"],
];

/** The type an English message means, "no_provider" or "tdm_reserved", or null for one no rule knows. */
export function aiFailureTypeOf(message: string): AiFailureType | QueueState | null {
  // Our words come before the provider's (which may say anything): the marker found first wins.
  const lower = message.toLowerCase();
  let found: { at: number; type: AiFailureType | QueueState } | null = null;
  for (const [marker, type] of MARKERS) {
    const at = lower.indexOf(marker);
    if (at >= 0 && (!found || at < found.at)) found = { at, type };
  }
  return found?.type ?? null;
}

const decimal = (value: string) => value.replace(".", ",");

/** The figures and variants the English message names. */
function factsOf(message: string): AiFailureFacts {
  const facts: AiFailureFacts = {};
  const status = /\bHTTP (\d{3})\b/.exec(message)?.[1];
  if (status) facts.status = status;
  const confidence = /Confidence (\d+(?:\.\d+)?) is below the minimum (\d+(?:\.\d+)?)/.exec(message);
  if (confidence) {
    facts.confidence = decimal(confidence[1]!);
    facts.minimum = decimal(confidence[2]!);
  }
  if (/API key is missing/i.test(message)) facts.missingKey = true;
  if (/call was aborted/i.test(message)) facts.aborted = true;
  return facts;
}

function providerName(provider: string): string {
  return Object.hasOwn(AI_PROVIDER_LABELS, provider) ? AI_PROVIDER_LABELS[provider as keyof typeof AI_PROVIDER_LABELS] : provider;
}

/**
 * An AI failure in Italian: the sentence of `type` (from the stored type, or
 * recognised in `message`), naming the provider, its model and the article
 * when known. English no marker knows reads as UNKNOWN_AI_FAILURE.
 */
export function aiFailureText(message: string, known: { type?: string; provider?: string; model?: string; article?: string } = {}): string {
  const recognised = known.type && (AI_FAILURE_TYPES as readonly string[]).includes(known.type) ? (known.type as AiFailureType) : aiFailureTypeOf(message);
  if (recognised === "no_provider") return NO_PROVIDER_TEXT;
  if (recognised === "tdm_reserved") return TDM_RESERVED_TEXT;
  const facts = { ...factsOf(message), ...known };
  const name = facts.provider ? providerName(facts.provider) : "";
  const who = name ? ` ${name}${facts.model ? ` (${facts.model})` : ""}` : "";
  return recognised ? AI_FAILURE_TEXT[recognised](facts, who) : UNKNOWN_AI_FAILURE(who);
}

/** Provider ids as the processing errors prefix them ("openai: Provider did not answer in time"). */
const PROVIDER_PREFIX = /^([a-z][a-z0-9-]*): /;

/** An article's processing_error, or the processing API's `error` ("openai: …" or the message alone), in Italian. */
export function aiProcessingErrorText(error: string): string {
  const prefix = PROVIDER_PREFIX.exec(error)?.[1];
  const provider = prefix && Object.hasOwn(AI_PROVIDER_LABELS, prefix) ? prefix : undefined;
  return aiFailureText(provider ? error.slice(prefix!.length + 2) : error, provider ? { provider } : {});
}

/**
 * An `ai_<type>` error row or `ai` log line (src/ai/record-ai-failure.ts):
 * "openai (gpt-4o-mini) on "Titolo": Provider …", its source the provider.
 * The title is named only when the article was the problem (low confidence).
 */
export function aiFailureRecordText(type: string | undefined, provider: string, message: string): string {
  const head = message.startsWith(`${provider} (`) ? /^\S+ \(([^)]*)\)(?: on "(.*?)")?: /s.exec(message) : null;
  const model = head?.[1];
  const article = type === "low_confidence" ? head?.[2] : undefined;
  return aiFailureText(head ? message.slice(head[0].length) : message, { type, provider, ...(model && { model }), ...(article && { article }) });
}

/** A sentence made to follow a colon ("Motivo: il provider AI …", "Errore nell'elaborazione AI: …"). */
export function afterColon(sentence: string): string {
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/**
 * A failed processing's reason as screens write it after a colon ("Motivo: il
 * provider AI OpenAI non ha risposto in tempo", "Errore nell'elaborazione AI:
 * …"), from an article's processing_error or the API's `error`; null without one.
 */
export function aiFailureReason(error: string | null | undefined): string | null {
  return error ? afterColon(aiProcessingErrorText(error)) : null;
}
