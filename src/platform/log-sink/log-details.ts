/**
 * The `details` of a system_logs line: the event's other fields, bounded and
 * without secrets (docs/security.md, "What the logs keep"). A key that names a
 * secret keeps its name and loses its value; a failed query keeps its SQL but
 * not its parameters; strings, lists, objects and depth are capped, so one
 * event never stores more than MAX_DETAILS_CHARS.
 */
import { cutAtWord } from "../../shared/cut-at-word.js";

export const MAX_DETAILS_CHARS = 8_000;
const MAX_STRING = 500;
const MAX_STACK = 4_000;
const MAX_KEYS = 30;
const MAX_ITEMS = 20;
const MAX_DEPTH = 3;

/** Keys whose values are never kept: passwords, tokens, keys, cookies, authorization headers. */
const SECRET_KEY = /pass(word|wd)?|secret|token|authori[sz]ation|cookie|api[-_]?key|^key$|private[-_]?key|credential/i;
export const REDACTED = "[redacted]";

/** Drizzle's "Failed query: ...\nparams: ..." lines name the values a query carried (a password hash, a key). */
const QUERY_PARAMS = /\nparams: [^\n]*/g;

/** `text` without the parameters of a failed query. */
export function withoutQueryParams(text: string): string {
  return text.replace(QUERY_PARAMS, "\nparams: [omitted]");
}

function bound(value: unknown, key: string, depth: number): unknown {
  if (SECRET_KEY.test(key)) return REDACTED;
  if (typeof value === "string") return cutAtWord(withoutQueryParams(value), key === "stack" ? MAX_STACK : MAX_STRING, { minShareAtWord: 1 });
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[${value.length} items]` : "[object]";
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => bound(item, "", depth + 1));
  const entries = Object.entries(value as Record<string, unknown>);
  // A serialized error keeps what a reader needs; pino copies every other property of it too (a failed query's params).
  const kept = isSerializedError(value) ? entries.filter(([name]) => ERROR_FIELDS.has(name)) : entries;
  return Object.fromEntries(kept.slice(0, MAX_KEYS).map(([name, item]) => [name, bound(item, name, depth + 1)]));
}

const ERROR_FIELDS = new Set(["type", "message", "stack", "code", "status", "statusCode", "reason"]);

function isSerializedError(value: object): boolean {
  const fields = value as Record<string, unknown>;
  return typeof fields.message === "string" && typeof fields.stack === "string";
}

/** `fields` bounded for storage, or null when nothing is left to keep. */
export function boundedDetails(fields: Record<string, unknown>): Record<string, unknown> | null {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return null;
  const details = bound(Object.fromEntries(entries), "", 0) as Record<string, unknown>;
  if (JSON.stringify(details).length <= MAX_DETAILS_CHARS) return details;
  // Still too large (many long fields): keep the plain values, and of an error its message.
  const scalars = Object.entries(details).flatMap(([name, value]): Array<[string, unknown]> => {
    if (value === null || typeof value !== "object") return [[name, value]];
    const message = (value as { message?: unknown }).message;
    return typeof message === "string" ? [[name, { message }]] : [];
  });
  const reduced = Object.fromEntries(scalars.slice(0, MAX_KEYS));
  return JSON.stringify(reduced).length <= MAX_DETAILS_CHARS ? { ...reduced, truncated: true } : { truncated: true };
}
