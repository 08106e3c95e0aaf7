import { RefreshCw } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { notify, showToast } from "../../../lib/notify";
import { type ReadAutomationSettings, useSyncFeeds } from "../api/sync-feeds";
import { FEEDS_TEXT } from "../labels";
import { SYNC_REQUEST_FAILED, syncToasts } from "../sync-toasts";

/** "Sincronizza Ora": imports every active feed now, then reports with the sync toasts. */
export function SyncButton({ readAutomationSettings }: { readAutomationSettings: ReadAutomationSettings }) {
  const sync = useSyncFeeds(readAutomationSettings);

  function run() {
    sync.mutate(undefined, {
      onSuccess: (outcome) => syncToasts(outcome).forEach(showToast),
      onError: () => notify.error(SYNC_REQUEST_FAILED.title),
    });
  }

  return (
    <Button variant="primary" icon={RefreshCw} busy={sync.isPending} onClick={run}>
      {FEEDS_TEXT.sync}
    </Button>
  );
}
