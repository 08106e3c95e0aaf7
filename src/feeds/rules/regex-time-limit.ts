/**
 * Regular expressions from the admin, run with a time limit (docs/decisions.md "Rules"). JavaScript's engine
 * backtracks, so a pattern like (a|aa)+$ can take years on a long line; a check of the pattern when it is saved
 * (regex-safety.ts) refuses the usual shapes, and this is the guarantee: the matches of one rule over a whole
 * sync's items run as one script in a vm context with a timeout, which V8 honours inside the regex engine, so a
 * pattern that runs too long is cut and reported, and the sync goes on without it. Texts are cut to
 * RULE_TEXT_LIMIT characters before any rule reads them, which bounds the work of every pattern.
 */
import vm from "node:vm";

/** The time one rule's regular expression may take over one sync's items (or a dry run's articles). */
export const REGEX_TIME_LIMIT_MS = 200;

const script = new vm.Script("{ const out = new Uint8Array(texts.length); for (let i = 0; i < texts.length; i++) out[i] = pattern.test(texts[i]) ? 1 : 0; out; }");
let context: vm.Context | null = null;

export class RegexTimeoutError extends Error {
  override name = "RegexTimeoutError";
}

/** For each text, whether `pattern` matches it; throws RegexTimeoutError past `limitMs`. */
export function matchAllWithin(pattern: RegExp, texts: readonly string[], limitMs = REGEX_TIME_LIMIT_MS): Uint8Array {
  if (texts.length === 0) return new Uint8Array(0);
  // One context for the process: making one costs about a millisecond; the script runs synchronously, so no two runs share it at once.
  context ??= vm.createContext({});
  // A global flag would carry lastIndex from one text to the next.
  context.pattern = pattern.global || pattern.sticky ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "")) : pattern;
  context.texts = texts;
  try {
    return script.runInContext(context, { timeout: limitMs }) as Uint8Array;
  } catch (error) {
    // Checked by its code, not its class: the error may come from another realm's Error.
    if ((error as { code?: unknown } | null)?.code === "ERR_SCRIPT_EXECUTION_TIMEOUT") {
      throw new RegexTimeoutError(`regular expression took longer than ${limitMs} ms`);
    }
    throw error;
  } finally {
    context.pattern = null;
    context.texts = null;
  }
}
