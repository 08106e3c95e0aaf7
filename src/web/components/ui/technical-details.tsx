import clsx from "clsx";
import type { ReactNode } from "react";
import { UI_TEXT } from "./labels";

/**
 * The server's own English words folded under "Dettagli tecnici", below the
 * Italian that a screen shows first: there for the administrator who needs
 * them, out of everyone else's way.
 */
export function TechnicalDetails({ children, className, textClassName }: { children: ReactNode; className?: string; textClassName?: string }) {
  return (
    <details className={clsx("text-slate-600", className)}>
      <summary className="cursor-pointer">{UI_TEXT.technicalDetails}</summary>
      <p className={clsx("break-words", textClassName)} lang="en">
        {children}
      </p>
    </details>
  );
}
