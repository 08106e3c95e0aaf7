import type { FeedView } from "../../../../shared/feeds";
import { LIMITS } from "../../../../shared/constants";
import { shortDateTime } from "../../../../shared/dates";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { TechnicalDetails } from "../../../components/ui/technical-details";
import { FEEDS_TEXT, feedFailureText, SYNC_STATUS_LABELS } from "../labels";

const TONES: Record<FeedView["last_sync_status"], BadgeTone> = { success: "success", failed: "danger", pending: "neutral" };
const text = FEEDS_TEXT.table;

/** A feed's sync status badge and, when it failed, why in Italian (the server's English message folded away) and any Retry-After. */
export function SyncStatus({ feed, now }: { feed: FeedView; now: number }) {
  const failed = feed.last_sync_status === "failed";
  const retryAfter = feed.retry_after && Date.parse(feed.retry_after) > now ? feed.retry_after : null;
  return (
    <div className="tabular:max-w-56 tabular:min-w-32">
      <Badge tone={TONES[feed.last_sync_status]}>{SYNC_STATUS_LABELS[feed.last_sync_status]}</Badge>
      {failed ? (
        <div className="mt-1 text-xs">
          <p className="font-medium text-red-800">{feedFailureText(feed.last_error_reason, feed.last_error)}</p>
          {feed.last_error ? (
            <TechnicalDetails>{feed.last_error}</TechnicalDetails>
          ) : null}
          {feed.consecutive_failures >= LIMITS.feedFailureHighlight ? <p className="font-medium text-red-800">{text.consecutiveFailures(feed.consecutive_failures)}</p> : null}
          {retryAfter ? <p className="text-slate-600">{text.retryAfter(shortDateTime(retryAfter))}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
