import { clsx } from "clsx";
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";

/** A "loading…" line: a spinner and the text, announced politely to screen readers. */
export function LoadingStatus({ children, className = "mt-4" }: { children: ReactNode; className?: string }) {
  return (
    <p className={clsx(className, "flex items-center gap-2 text-sm text-slate-600")} role="status">
      <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
      {children}
    </p>
  );
}
