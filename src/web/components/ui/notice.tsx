import { clsx } from "clsx";
import type { ReactNode } from "react";

const TONES = {
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-green-200 bg-green-50 text-green-900",
  info: "border-blue-200 bg-blue-50 text-blue-950",
} as const;

/** A tinted box with a message (a load failure, a result), and an optional action under it. */
export function Notice({ tone, children, action, className = "mt-4" }: { tone: keyof typeof TONES; children: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <div className={clsx(className, "flex flex-col items-start gap-3 rounded-lg border px-3 py-3 text-sm", TONES[tone])}>
      <div className="min-w-0 break-words">{children}</div>
      {action}
    </div>
  );
}
