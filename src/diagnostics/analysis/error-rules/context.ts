import type { ErrorAnalysis } from "../../../db/schema/ops.js";
import type { ErrorRecord } from "../../../ai/types.js";
import { cutAtWord } from "../../../shared/cut-at-word.js";
import { shortDateTime } from "../../../shared/dates.js";
import { AI_PROVIDER_LABELS } from "../../../shared/labels.js";

/** What the rules read of an error_logs row, worked out once. */
export interface Clues {
  type: string;
  source: string;
  /** The message without the writer's prefix: `Feed "Name" (url): ` or `provider (model) on "Title": `. */
  detail: string;
  /** Detail and stack trace: where Node and PostgreSQL codes are looked for. */
  text: string;
  /** Detail and the stack's first line (the error's name), without the frames, whose file names would match words. */
  head: string;
  hasStack: boolean;
  feed: { name: string; url: string } | null;
  /** HTTP status named in the message ("HTTP 503"), if any. */
  status: number | null;
  isAi: boolean;
  /** The provider as the operator knows it ("OpenAI"). */
  provider: string;
  /** The model named by ai/record-ai-failure.ts, if the row has its prefix. */
  model: string | null;
  /** The article whose enrichment failed, if the row names one. */
  article: string | null;
  /** The AI call was an error analysis (ai/analyze-errors.ts), not an article enrichment. */
  errorAnalysis: boolean;
  /** Who failed, as the subject of an Italian sentence: `il feed "Ansa" (https://...)`. */
  subject: string;
  host: string | null;
}

/** One row of the table: the first rule whose `matches` holds writes the analysis. */
export interface Rule {
  name: string;
  matches: (c: Clues) => boolean;
  analysis: (c: Clues) => ErrorAnalysis;
}

const PROVIDER_LABELS: Record<string, string> = AI_PROVIDER_LABELS;

const FEED_PREFIX = /^Feed "(.*?)" \((\S*)\): ([\s\S]*)$/;
/**
 * The prefix of ai/record-ai-failure.ts. The title may itself hold `": `, so
 * the split before a message ai/ai-call-error.ts or ai/enrich-article.ts writes
 * is preferred; words of a headline ("Quota 103") must not pick the rule.
 */
const AI_PREFIX_KNOWN = /^(\S+) \((.*?)\)(?: on "([\s\S]*?)")?: ((?:error analysis: )?(?:Provider\b|Cannot reach the provider\b|Confidence\b)[\s\S]*)$/;
const AI_PREFIX_ANY = /^(\S+) \((.*?)\)(?: on "([\s\S]*?)")?: ([\s\S]*)$/;
const STATUS_PATTERNS = [
  /\bHTTP(?:\/[\d.]+)?\s+([1-5]\d\d)\b/i,
  /\bstatus(?:\s*code)?\s*[:=]?\s*([1-5]\d\d)\b/i,
  /\b([1-5]\d\d)\s+(?:Unauthorized|Forbidden|Not Found|Gone|Too Many Requests|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout)\b/i,
];

/** First letter upper-cased, to start a sentence with a subject. */
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Cuts a string to `max` characters, marking the cut. */
export const clip = (s: string, max: number) => cutAtWord(s, max, { minShareAtWord: 1 });
/** The message on one line, short enough to quote. */
export const excerpt = (c: Clues) => clip(c.detail.replace(/\s+/g, " ").trim(), 200);
/** The row is the `feed_<reason>` of feeds/record-failure.ts. */
export const feedType = (c: Clues, reason: string) => c.type === `feed_${reason}`;
/** "del feed ...", "del job ...": every subject starts with "il". */
export const of = (c: Clues) => c.subject.replace(/^il /, "del ");
/** "dal feed ...", "dal job ...". */
export const by = (c: Clues) => c.subject.replace(/^il /, "dal ");
/** The failure happened while syncing a feed. */
export const inFeed = (c: Clues) => c.feed !== null || c.type.startsWith("feed_");
/** Who answered badly: the feed, or the far end of a request made by someone else. */
export const remote = (c: Clues) => (inFeed(c) ? cap(c.subject) : `Il servizio contattato ${by(c)}`);
/** " (HTTP 503)" when the message names a status. */
export const httpStatus = (c: Clues) => (c.status ? ` (HTTP ${c.status})` : "");
/** " (server host)" when the host is known. */
export const onHost = (c: Clues) => (c.host ? ` (server ${c.host})` : "");

/** When a 429 said to come back (`retry after <ISO>`), in Rome's time as the dashboard's tables write it; null if not said. */
export function retryTime(c: Clues): string | null {
  const retry = /retry after ([\dT:.-]+Z)/i.exec(c.detail)?.[1];
  return retry && !Number.isNaN(Date.parse(retry)) ? shortDateTime(retry) : null;
}

function statusIn(detail: string): number | null {
  for (const pattern of STATUS_PATTERNS) {
    const found = pattern.exec(detail);
    if (found) return Number(found[1]);
  }
  return null;
}

function hostOf(url: string | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  return new URL(url).host || null;
}

/** The parts of an AI failure's message, when it carries the prefix of its provider. */
function aiPrefix(message: string, source: string): { model: string; article: string | null; detail: string } | null {
  const found = AI_PREFIX_KNOWN.exec(message) ?? AI_PREFIX_ANY.exec(message);
  if (!found || found[1]?.toLowerCase() !== source.toLowerCase()) return null;
  return { model: clip(found[2] ?? "", 100), article: found[3] === undefined ? null : clip(found[3], 200), detail: found[4] ?? "" };
}

/** Reads an error_logs row once for all the rules. */
export function cluesFrom(error: ErrorRecord): Clues {
  const type = error.error_type.trim().toLowerCase();
  const source = error.source.trim();
  const isAi = type.startsWith("ai_");
  const prefixed = FEED_PREFIX.exec(error.error_message);
  const feed = prefixed ? { name: clip(prefixed[1] ?? "", 100), url: clip(prefixed[2] ?? "", 200) } : null;
  const ai = isAi && !prefixed ? aiPrefix(error.error_message, source) : null;
  const detail = prefixed ? (prefixed[3] ?? "") : (ai?.detail ?? error.error_message);
  const provider = PROVIDER_LABELS[source.toLowerCase()] ?? (source || "il provider AI");
  let subject: string;
  if (feed) subject = `il feed "${feed.name}" (${feed.url})`;
  else if (type.startsWith("feed_")) subject = "il feed";
  else if (isAi) subject = `il provider AI ${provider}`;
  else if (type === "job_failed") subject = `il job "${source}"`;
  else if (source === "web") subject = "il server web di Rassegna";
  else subject = `il componente "${source}"`;
  return {
    type,
    source,
    detail,
    text: `${detail}\n${error.stack_trace ?? ""}`,
    head: `${detail}\n${error.stack_trace?.split("\n", 1)[0] ?? ""}`,
    hasStack: Boolean(error.stack_trace?.trim()),
    feed,
    status: statusIn(detail),
    isAi,
    provider,
    model: ai?.model || null,
    article: ai?.article ?? null,
    errorAnalysis: isAi && detail.startsWith("error analysis: "),
    subject,
    host: hostOf(feed?.url ?? /https?:\/\/[^\s"')]+/.exec(detail)?.[0]) ?? /(?:getaddrinfo \w+|Host name) ([\w.-]+)/.exec(detail)?.[1] ?? null,
  };
}
