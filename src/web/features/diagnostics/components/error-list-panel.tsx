import type { UseQueryResult } from "@tanstack/react-query";
import { Bug, SearchX } from "lucide-react";
import type { ErrorList, ErrorLogView } from "../../../../shared/diagnostics";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Panel } from "../../../components/ui/panel";
import type { ErrorFilters } from "../error-view";
import { DIAGNOSTICS_TEXT } from "../labels";
import { AnalyzeButton } from "./analyze-button";
import { ErrorFilterFields } from "./error-filter-fields";
import { ErrorTable } from "./error-table";
import { LoadFailed } from "./load-failed";

const text = DIAGNOSTICS_TEXT.errors;

/** The filters, "Analizza con AI" and the list, or what stands in for it: loading, a failure with "Riprova", "Nessun Errore Trovato". */
export function ErrorListPanel({ query, filters, onFiltersChange, onOpen }: {
  query: UseQueryResult<ErrorList>;
  filters: ErrorFilters;
  onFiltersChange: (filters: ErrorFilters) => void;
  onOpen: (error: ErrorLogView) => void;
}) {
  const { data, isPending, isError, isPlaceholderData, refetch } = query;
  return (
    <Panel title={text.listTitle} description={text.listDescription} icon={Bug} count={data && !isPlaceholderData ? data.errors.length : undefined} actions={<AnalyzeButton />}>
      <ErrorFilterFields filters={filters} onChange={onFiltersChange} />
      {isPending ? (
        <LoadingStatus>{text.loading}</LoadingStatus>
      ) : isError && !data ? (
        <LoadFailed message={text.loadFailed} onRetry={() => void refetch()} />
      ) : data.errors.length === 0 ? (
        <EmptyState icon={SearchX} title={text.empty}>
          {text.emptyHint}
        </EmptyState>
      ) : (
        <div className={isPlaceholderData ? "opacity-60 transition-opacity" : undefined} aria-busy={isPlaceholderData || undefined}>
          <ErrorTable errors={data.errors} onOpen={onOpen} />
        </div>
      )}
    </Panel>
  );
}
