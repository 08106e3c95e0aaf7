import { Download, RefreshCw, ScrollText, SearchX } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Panel } from "../../../components/ui/panel";
import { notify } from "../../../lib/notify";
import { useExportLogs } from "../api/export-logs";
import { useLogs } from "../api/get-logs";
import { DIAGNOSTICS_TEXT } from "../labels";
import type { LogFilters } from "../log-view";
import { LogFilterFields } from "./log-filter-fields";
import { LogTable } from "./log-table";
import { LoadFailed } from "./load-failed";

const text = DIAGNOSTICS_TEXT.logs;

/** "Log di Sistema": search, level and category, refresh, the CSV of the same lines, "Mostrando N di M log" and the latest 100. */
export function LogsTab({ filters, onFiltersChange }: { filters: LogFilters; onFiltersChange: (filters: LogFilters) => void }) {
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch } = useLogs(filters);
  const exportLogs = useExportLogs();

  const actions = (
    <>
      <Button icon={RefreshCw} busy={isFetching && !isPending} onClick={() => void refetch()}>
        {text.refresh}
      </Button>
      <Button
        icon={Download}
        busy={exportLogs.isPending}
        onClick={() => exportLogs.mutate(filters, { onSuccess: (filename) => notify.success(text.exported, filename), onError: () => notify.error(text.exportFailed) })}
      >
        {text.export}
      </Button>
    </>
  );

  return (
    <Panel title={text.title} description={text.description} icon={ScrollText} actions={actions}>
      <LogFilterFields filters={filters} onChange={onFiltersChange} />
      {isPending ? (
        <LoadingStatus>{text.loading}</LoadingStatus>
      ) : isError && !data ? (
        <LoadFailed message={text.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <div className={isPlaceholderData ? "opacity-60 transition-opacity" : undefined} aria-busy={isPlaceholderData || undefined}>
          <p className="mt-4 text-sm text-slate-700" aria-live="polite" data-log-count>
            {text.showing(data.logs.length, data.total)}
          </p>
          {data.logs.length === 0 ? (
            <EmptyState icon={SearchX} title={text.empty}>
              {text.emptyHint}
            </EmptyState>
          ) : (
            <LogTable logs={data.logs} />
          )}
        </div>
      )}
    </Panel>
  );
}
