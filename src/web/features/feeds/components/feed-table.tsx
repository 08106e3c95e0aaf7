import { Rss } from "lucide-react";
import { useEffect } from "react";
import type { FeedView } from "../../../../shared/feeds";
import { LIMITS } from "../../../../shared/constants";
import { longDateTime, shortDateTime } from "../../../../shared/dates";
import { DataTable, type Column } from "../../../components/ui/data-table";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Notice } from "../../../components/ui/notice";
import { Panel } from "../../../components/ui/panel";
import { notify } from "../../../lib/notify";
import { useFeeds } from "../api/get-feeds";
import { FEEDS_TEXT } from "../labels";
import { ActiveSwitch } from "./active-switch";
import { DeleteFeedButton } from "./delete-feed-button";
import { maxAgeLabel } from "../max-age";
import { FeedSettingsButton } from "./feed-settings-button";
import { LimitEditor } from "./limit-editor";
import { ListingBadge } from "./listing-badge";
import { SyncStatus } from "./sync-status";

const text = FEEDS_TEXT.table;

/** The columns of the feed table; `now` decides whether a Retry-After still lies ahead. */
function feedColumns(now: number): Array<Column<FeedView>> {
  return [
    {
      key: "name",
      header: text.name,
      kind: "title",
      cell: (feed) => (
        <span className="block break-words tabular:max-w-44 tabular:min-w-32">
          {feed.name}
          <ListingBadge feed={feed} />
        </span>
      ),
    },
    {
      key: "url",
      header: text.url,
      cell: (feed) => (
        <a href={feed.feed_url} target="_blank" rel="noopener noreferrer" title={feed.feed_url} className="block break-all text-blue-800 hover:underline tabular:max-w-32 tabular:truncate">
          {feed.feed_url}
        </a>
      ),
    },
    {
      key: "last-sync",
      header: text.lastSync,
      cell: (feed) =>
        feed.last_sync ? (
          <time dateTime={feed.last_sync} title={longDateTime(feed.last_sync)} className="whitespace-nowrap text-slate-700">
            {shortDateTime(feed.last_sync)}
          </time>
        ) : (
          <span className="text-slate-700">{text.never}</span>
        ),
    },
    { key: "status", header: text.status, cell: (feed) => <SyncStatus feed={feed} now={now} /> },
    {
      key: "limit",
      header: text.limit,
      // The maximum age sits under the limit: both say what a sync takes from this feed, and the table keeps its width.
      cell: (feed) => (
        <div className="flex flex-col items-start">
          <LimitEditor feed={feed} />
          <span className="text-xs text-slate-600">
            {/* Two lines at most: the value never breaks, the label may go above it. */}
            {text.maxAge} <span className="whitespace-nowrap">{maxAgeLabel(feed.max_age_days)}</span>
          </span>
        </div>
      ),
    },
    { key: "active", header: text.active, cell: (feed) => <ActiveSwitch feed={feed} /> },
    {
      key: "actions",
      header: text.actions,
      kind: "actions",
      cell: (feed) => (
        <div className="flex items-center gap-1">
          <FeedSettingsButton feed={feed} />
          <DeleteFeedButton feed={feed} />
        </div>
      ),
    },
  ];
}

/** The configured feeds, newest first; a row failing 5 or more times in a row is red. */
export function FeedTable() {
  const { data: feeds, isPending, isError, dataUpdatedAt } = useFeeds();

  useEffect(() => {
    if (isError) notify.error(text.loadFailed);
  }, [isError]);

  return (
    <Panel title={text.title} count={feeds?.length}>
      {isPending ? (
        <LoadingStatus>{text.loading}</LoadingStatus>
      ) : isError ? (
        <Notice tone="error">{text.loadFailed}</Notice>
      ) : feeds.length === 0 ? (
        <EmptyState icon={Rss}>{text.empty}</EmptyState>
      ) : (
        <DataTable
          label={text.title}
          columns={feedColumns(dataUpdatedAt)}
          rows={feeds}
          rowKey={(feed) => feed.id}
          rowLabel={(feed) => feed.name}
          rowClassName={(feed) =>
            feed.consecutive_failures >= LIMITS.feedFailureHighlight ? "bg-red-50 shadow-[inset_4px_0_0_var(--color-red-600)]" : undefined
          }
        />
      )}
    </Panel>
  );
}
