import { clsx } from "clsx";
import { CircleCheck, CircleX } from "lucide-react";
import { DIAGNOSTICS_TEXT } from "../labels";
import type { ToolOutcome } from "../tool-outcome";

const text = DIAGNOSTICS_TEXT.tools;

/** A run's verdict, green or red, then each item it checked and what it counted. */
export function ToolOutcomeView({ outcome, title }: { outcome: ToolOutcome; title: string }) {
  const Icon = outcome.success ? CircleCheck : CircleX;
  return (
    <div
      data-outcome={outcome.success ? "success" : "failure"}
      className={clsx(
        "mt-4 rounded-lg border px-3 py-3 text-sm",
        outcome.success ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-800",
      )}
    >
      <p className="flex items-start gap-2 font-medium">
        <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        <span className="min-w-0 break-words">{outcome.message}</span>
      </p>
      {outcome.checks.length > 0 ? (
        <ul aria-label={text.checksLabel(title)} className="mt-2 space-y-1.5 border-t border-current/15 pt-2">
          {outcome.checks.map((check, index) => {
            const CheckIcon = check.success ? CircleCheck : CircleX;
            return (
              <li key={`${check.name}-${index}`} className={clsx("flex items-start gap-2", check.success ? "text-green-900" : "text-red-800")}>
                <CheckIcon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                <span className="min-w-0 break-words">
                  <span className="font-medium">{check.name}</span>
                  {check.detail ? <span>: {check.detail}</span> : null}
                  <span className="sr-only"> ({check.success ? text.ok : text.failed})</span>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {outcome.counts.length > 0 ? (
        <dl aria-label={text.countsLabel(title)} className="mt-2 space-y-1 border-t border-current/15 pt-2">
          {outcome.counts.map((count) => (
            <div key={count.key} className="flex justify-between gap-3">
              <dt>{count.label}</dt>
              <dd className="font-semibold tabular-nums">{count.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {outcome.duration ? <p className="mt-2 text-xs opacity-90">{outcome.duration}</p> : null}
    </div>
  );
}
