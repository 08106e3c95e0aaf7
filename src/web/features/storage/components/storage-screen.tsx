import { BackupStatusPanel } from "../../../components/dashboard/backup-status-panel";
import { Button } from "../../../components/ui/button";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Notice } from "../../../components/ui/notice";
import { PageHeader } from "../../../components/ui/page-header";
import { useStorage } from "../api/get-storage";
import { STORAGE_TEXT } from "../labels";
import { ArchivePanel } from "./archive-panel";
import { CleanupForm } from "./cleanup-form";
import { MaintenanceActions } from "./maintenance-actions";
import { StorageCards } from "./storage-cards";
import { UsageBar } from "./usage-bar";

/** The Spazio Server section (docs/product.md#spazio-server): the figures, the usage bar, the daily backup's last result, the cleanup, the archive and the maintenance buttons. */
export function StorageScreen() {
  const { data, isPending, isError, refetch } = useStorage();
  return (
    <div className="space-y-6">
      <PageHeader title={STORAGE_TEXT.title} description={STORAGE_TEXT.description} />
      {isError ? (
        <Notice tone="error" className="" action={<Button onClick={() => void refetch()}>{STORAGE_TEXT.retry}</Button>}>
          {STORAGE_TEXT.loadFailed}
        </Notice>
      ) : (
        <StorageCards stats={data} />
      )}
      {isPending ? <LoadingStatus className="">{STORAGE_TEXT.loading}</LoadingStatus> : data ? <UsageBar stats={data} /> : null}
      <BackupStatusPanel />
      <CleanupForm />
      <ArchivePanel />
      <MaintenanceActions />
    </div>
  );
}
