import { clsx } from "clsx";
import type { SectionBadge } from "./section-badges";

/**
 * A count in a pill beside a section or the "Menu" button. The pill is for the
 * eye only: the link or button it sits in says the count in words in its own
 * name (`badgedName`), e.g. "Messaggi, 3 messaggi non letti".
 */
export function CountBadge({ badge, onDark = false, className }: { badge: SectionBadge; onDark?: boolean; className?: string }) {
  return (
    <span
      aria-hidden
      className={clsx(
        "inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full px-1.5 text-xs leading-none font-semibold tabular-nums",
        onDark ? "bg-white text-blue-900" : "bg-red-700 text-white",
        className,
      )}
    >
      {badge.text}
    </span>
  );
}

/** The accessible name of a link or button with a badge: its visible words, then the count in words. */
export function badgedName(name: string, badge: SectionBadge | undefined): string | undefined {
  return badge ? `${name}, ${badge.label}` : undefined;
}
