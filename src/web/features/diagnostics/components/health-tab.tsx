import { Activity, RefreshCw } from "lucide-react";
import { BackupStatusPanel } from "../../../components/dashboard/backup-status-panel";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { notify } from "../../../lib/notify";
import { useCollectHealth } from "../api/collect-health";
import { useHealth } from "../api/get-health";
import { trendReadings } from "../health-view";
import { DIAGNOSTICS_TEXT } from "../labels";
import { HealthCards } from "./health-cards";
import { HealthTrends } from "./health-trends";
import { StatusBanner } from "./status-banner";
import { LoadFailed } from "./load-failed";

const text = DIAGNOSTICS_TEXT.health;

/** "Stato Sistema": the latest reading's status and six figures, the recent readings, and "Aggiorna Ora". */
export function HealthTab() {
  const { data, isPending, isError, refetch } = useHealth();
  const collect = useCollectHealth();

  const refreshNow = () =>
    collect.mutate(undefined, {
      onSuccess: () => notify.success(text.refreshed),
      onError: () => notify.error(text.refreshFailed),
    });
  const refreshButton = (
    <Button variant="primary" icon={RefreshCw} busy={collect.isPending} onClick={refreshNow}>
      {text.refresh}
    </Button>
  );

  if (isPending) return <LoadingStatus className="">{text.loading}</LoadingStatus>;
  if (isError && !data) return <LoadFailed message={text.loadFailed} onRetry={() => void refetch()} className="" />;
  const latest = data.readings[0];
  if (!latest) {
    return (
      <EmptyState icon={Activity} title={text.empty} action={refreshButton} className="">
        {text.emptyHint}
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      <StatusBanner reading={latest} alerts={data.alerts} action={refreshButton} />
      <HealthCards reading={latest} />
      <HealthTrends readings={trendReadings(data.readings)} />
      <BackupStatusPanel />
    </div>
  );
}
