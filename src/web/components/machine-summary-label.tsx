import { Sparkles } from "lucide-react";
import { isMachineWritten, MACHINE_SUMMARY_LABEL, summaryDisclosure, type SummaryAuthorship } from "../../shared/summary-disclosure";

/**
 * "Riassunto automatico" under a card's summary while no administrator has reviewed it (docs/decisions.md,
 * "Machine-written text"); the full credit, with the provider, is its tooltip and the article page's line.
 */
export function MachineSummaryLabel({ article, className = "" }: { article: SummaryAuthorship; className?: string }) {
  if (!isMachineWritten(article)) return null;
  return (
    <p className={`flex items-center gap-1 text-xs text-slate-600 ${className}`} title={summaryDisclosure(article) ?? undefined}>
      <Sparkles aria-hidden className="h-3.5 w-3.5 shrink-0" />
      {MACHINE_SUMMARY_LABEL}
    </p>
  );
}
