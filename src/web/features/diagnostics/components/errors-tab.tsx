import { useState } from "react";
import type { ErrorLogView } from "../../../../shared/diagnostics";
import { useErrors } from "../api/get-errors";
import type { ErrorFilters } from "../error-view";
import { ErrorCounters } from "./error-counters";
import { ErrorDetailModal } from "./error-detail-modal";
import { ErrorListPanel } from "./error-list-panel";

/**
 * "Analisi Errori": the counters over every stored error, then the latest 50
 * matching the filters, each opening a dialog with its stack trace and analysis.
 */
export function ErrorsTab({ filters, onFiltersChange }: { filters: ErrorFilters; onFiltersChange: (filters: ErrorFilters) => void }) {
  const query = useErrors(filters);
  const [openId, setOpenId] = useState<string | null>(null);
  // The dialog shows the error as the list has it now (resolved, analysed), or as last seen when a filter
  // took it off the list: resolving it in the "Aperti" view removes it, and the dialog must still say "Risolto".
  const [lastSeen, setLastSeen] = useState<ErrorLogView | null>(null);
  const listed = openId ? query.data?.errors.find((error) => error.id === openId) : undefined;
  // Kept during render (React's pattern for state derived from the previous render), not in an effect.
  if (listed && listed !== lastSeen) setLastSeen(listed);
  const shown = listed ?? (lastSeen?.id === openId ? lastSeen : null);

  const open = (error: ErrorLogView) => {
    setLastSeen(error);
    setOpenId(error.id);
  };

  return (
    <div className="space-y-6">
      <ErrorCounters counts={query.data?.counts} />
      <ErrorListPanel query={query} filters={filters} onFiltersChange={onFiltersChange} onOpen={open} />
      {shown ? <ErrorDetailModal error={shown} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
