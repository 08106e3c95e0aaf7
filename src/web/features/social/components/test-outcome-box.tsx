import { clsx } from "clsx";
import type { TestOutcome } from "../test-outcome";
import { SOCIAL_TEXT } from "../labels";

const text = SOCIAL_TEXT.test;

const TONES = {
  success: "border-green-200 bg-green-50 text-green-900",
  error: "border-red-200 bg-red-50 text-red-800",
  info: "border-blue-200 bg-blue-50 text-blue-950",
} as const;

/** The outcome of a test post: the headline, the platform's HTTP status, the text sent and the raw answer folded away. */
export function TestOutcomeBox({ outcome }: { outcome: TestOutcome }) {
  return (
    <div role="status" className={clsx("mt-3 rounded-lg border px-3 py-2 text-sm", TONES[outcome.tone])} data-test-outcome={outcome.tone}>
      <p className="font-semibold break-words">{outcome.title}</p>
      {outcome.status ? <p className="mt-1">{outcome.status}</p> : null}
      {outcome.sent ? (
        <p className="mt-1 break-words">
          <span className="font-medium">{text.sentText}: </span>
          {outcome.sent}
        </p>
      ) : null}
      {outcome.raw ? (
        <details className="mt-2">
          <summary className="cursor-pointer font-medium underline underline-offset-2">{text.raw}</summary>
          {/* Focusable: a long answer scrolls, and a keyboard must be able to scroll it too. */}
          <pre tabIndex={0} className="mt-2 max-h-60 overflow-auto rounded-md bg-white/70 p-2 font-mono text-xs break-all whitespace-pre-wrap text-slate-900">{outcome.raw}</pre>
        </details>
      ) : null}
    </div>
  );
}
