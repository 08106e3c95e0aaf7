import type { FeedView } from "../../../../shared/feeds";
import { LIMITS } from "../../../../shared/constants";
import { shortDateTime } from "../../../../shared/dates";
import { failureReasonLabel, SYNC_STATUS_LABELS } from "../labels";

const BADGE_CLASSES: Record<FeedView["last_sync_status"], string> = {
  success: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
  pending: "bg-slate-100 text-slate-700",
};

/** A feed's sync status badge and, when it failed, why, with the server's message and any Retry-After. */
export function SyncStatus({ feed, now }: { feed: FeedView; now: number }) {
  const failed = feed.last_sync_status === "failed";
  const retryAfter = feed.retry_after && Date.parse(feed.retry_after) > now ? feed.retry_after : null;
  return (
    <div className="min-w-32 max-w-56">
      <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_CLASSES[feed.last_sync_status]}`}>
        {SYNC_STATUS_LABELS[feed.last_sync_status]}
      </span>
      {failed ? (
        <div className="mt-1 text-xs">
          <p className="font-medium text-red-800" title={feed.last_error ?? undefined}>
            {failureReasonLabel(feed.last_error_reason)}
          </p>
          {feed.last_error ? <p className="line-clamp-2 break-words text-slate-600">{feed.last_error}</p> : null}
          {feed.consecutive_failures >= LIMITS.feedFailureHighlight ? (
            <p className="font-medium text-red-800">{feed.consecutive_failures} errori consecutivi</p>
          ) : null}
          {retryAfter ? <p className="text-slate-600">Riprova dopo {shortDateTime(retryAfter)}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
