import { useEffect } from "react";
import type { FeedView } from "../../../../shared/feeds";
import { LIMITS } from "../../../../shared/constants";
import { longDateTime, shortDateTime } from "../../../../shared/dates";
import { notify } from "../../../lib/notify";
import { useFeeds } from "../api/get-feeds";
import { ActiveSwitch } from "./active-switch";
import { DeleteFeedButton } from "./delete-feed-button";
import { LimitEditor } from "./limit-editor";
import { panelClass } from "../../../lib/dashboard-styles";
import { SyncStatus } from "./sync-status";
import { LoadingStatus } from "../../../components/dashboard/loading-status";

const headClass = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
const cellClass = "px-3 py-3 align-top";

/** The configured feeds, newest first; a row failing 5 or more times in a row is red. */
export function FeedTable() {
  const { data: feeds, isPending, isError, dataUpdatedAt } = useFeeds();

  useEffect(() => {
    if (isError) notify.error("Errore nel caricamento dei feed");
  }, [isError]);

  return (
    <section aria-labelledby="feed-table-title" className={panelClass}>
      <h2 id="feed-table-title" className="text-lg font-semibold text-slate-900">
        Feed configurati{feeds ? <span className="ml-2 text-sm font-normal text-slate-500">({feeds.length})</span> : null}
      </h2>
      {isPending ? (
        <LoadingStatus>Caricamento feed...</LoadingStatus>
      ) : isError ? (
        <p className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">Errore nel caricamento dei feed</p>
      ) : feeds.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Nessun feed configurato. Aggiungine uno con il modulo qui sopra.</p>
      ) : (
        // Phones scroll the table sideways rather than squeezing seven columns. `relative` keeps the
        // absolutely positioned bits inside (the sr-only header, Radix's hidden checkbox), else they widen the page.
        <div className="relative -mx-4 mt-4 overflow-x-auto sm:mx-0">
          <table className="w-full min-w-[52rem] border-collapse text-sm">
            <thead className="border-b border-slate-200">
              <tr>
                <th scope="col" className={headClass}>Nome</th>
                <th scope="col" className={headClass}>URL</th>
                <th scope="col" className={headClass}>Ultima sincronizzazione</th>
                <th scope="col" className={headClass}>Stato</th>
                <th scope="col" className={headClass}>Limite</th>
                <th scope="col" className={headClass}>Attivo</th>
                <th scope="col" className={headClass}>
                  <span className="sr-only">Azioni</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {feeds.map((feed) => (
                <FeedRow key={feed.id} feed={feed} now={dataUpdatedAt} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function FeedRow({ feed, now }: { feed: FeedView; now: number }) {
  const failing = feed.consecutive_failures >= LIMITS.feedFailureHighlight;
  return (
    <tr className={failing ? "bg-red-50 shadow-[inset_4px_0_0_var(--color-red-600)]" : undefined} aria-label={feed.name}>
      <th scope="row" className={`${cellClass} text-left font-medium text-slate-900`}>
        <span className="block min-w-32 max-w-52 break-words">{feed.name}</span>
      </th>
      <td className={cellClass}>
        <a
          href={feed.feed_url}
          target="_blank"
          rel="noopener noreferrer"
          title={feed.feed_url}
          className="block max-w-52 truncate text-blue-800 hover:underline"
        >
          {feed.feed_url}
        </a>
      </td>
      <td className={`${cellClass} whitespace-nowrap text-slate-700`}>
        {feed.last_sync ? (
          <time dateTime={feed.last_sync} title={longDateTime(feed.last_sync)}>
            {shortDateTime(feed.last_sync)}
          </time>
        ) : (
          "Mai"
        )}
      </td>
      <td className={cellClass}>
        <SyncStatus feed={feed} now={now} />
      </td>
      <td className={cellClass}>
        <LimitEditor feed={feed} />
      </td>
      <td className={cellClass}>
        <ActiveSwitch feed={feed} />
      </td>
      <td className={`${cellClass} text-right`}>
        <DeleteFeedButton feed={feed} />
      </td>
    </tr>
  );
}
