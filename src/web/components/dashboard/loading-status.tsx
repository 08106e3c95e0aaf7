import { Loader2 } from "lucide-react";

/** A dashboard panel's "loading…" line: a spinner and the text, announced politely to screen readers. */
export function LoadingStatus({ children, className = "mt-4" }: { children: React.ReactNode; className?: string }) {
  return (
    <p className={`${className} flex items-center gap-2 text-sm text-slate-600`} role="status">
      <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
      {children}
    </p>
  );
}
