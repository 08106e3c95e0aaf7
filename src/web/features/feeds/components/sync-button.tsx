import { Loader2, RefreshCw } from "lucide-react";
import { notify } from "../../../lib/notify";
import { useSyncFeeds } from "../api/sync-feeds";
import { SYNC_REQUEST_FAILED, syncToasts } from "../sync-toasts";
import { primaryButtonClass } from "../../../lib/dashboard-styles";

/** "Sincronizza Ora": imports every active feed now, then reports with the toasts of docs/product.md#feed-rss. */
export function SyncButton() {
  const sync = useSyncFeeds();

  function run() {
    sync.mutate(undefined, {
      onSuccess: (outcome) => syncToasts(outcome).forEach((toast) => notify[toast.type](toast.title, toast.description)),
      onError: () => notify.error(SYNC_REQUEST_FAILED.title),
    });
  }

  return (
    <button type="button" onClick={run} disabled={sync.isPending} aria-busy={sync.isPending} className={primaryButtonClass}>
      {sync.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <RefreshCw aria-hidden className="h-4 w-4" />}
      Sincronizza Ora
    </button>
  );
}
