import { clsx } from "clsx";
import type { ReactNode } from "react";

/** Colours by meaning, each dark enough on its tint for WCAG AA. */
export const BADGE_TONES = {
  success: "bg-green-100 text-green-800",
  danger: "bg-red-100 text-red-800",
  warning: "bg-amber-100 text-amber-900",
  info: "bg-blue-100 text-blue-900",
  neutral: "bg-slate-100 text-slate-700",
} as const;

export type BadgeTone = keyof typeof BADGE_TONES;

/** A short status word in a coloured pill. */
export function Badge({ tone = "neutral", children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={clsx("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", BADGE_TONES[tone], className)}>{children}</span>;
}
