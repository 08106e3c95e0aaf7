import { ChevronDown, ListPlus, Sparkles } from "lucide-react";
import { clsx } from "clsx";
import type { StarterFeed } from "../../../../shared/starter-feeds";
import { Button } from "../../../components/ui/button";
import { cardClass } from "../../../components/ui/card";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Notice } from "../../../components/ui/notice";
import { Panel } from "../../../components/ui/panel";
import { notify } from "../../../lib/notify";
import { useAddStarterFeeds } from "../api/add-starter-feeds";
import { useStarterFeeds } from "../api/get-starter-feeds";
import { FEEDS_TEXT } from "../labels";
import { StarterFeedRow } from "./starter-feed-row";

const text = FEEDS_TEXT.starter;

/**
 * "Fonti consigliate" (docs/product.md#feed-rss): the starter list, `prominent` (an open panel
 * that says what to do) on a first run, otherwise a section that opens on demand.
 */
export function StarterFeeds({ followed, prominent }: { followed: number; prominent: boolean }) {
  const starter = useStarterFeeds(followed);
  const feeds = starter.data ?? [];
  const missing = feeds.filter((feed) => !feed.added);
  const body = starter.isPending ? (
    <LoadingStatus>{text.loading}</LoadingStatus>
  ) : starter.isError ? (
    <Notice tone="error">{text.loadFailed}</Notice>
  ) : (
    <StarterFeedGroups feeds={feeds} />
  );

  if (prominent) {
    return (
      <Panel
        title={text.firstRunTitle}
        icon={Sparkles}
        tone="info"
        description={followed === 0 ? text.firstRunDescription : text.firstRunMore}
        actions={<AddAllButton missing={missing} primary />}
      >
        <div className="mt-4 rounded-lg border border-blue-100 bg-white px-4 pb-2">{body}</div>
        <p className="mt-3 text-xs text-blue-950">{text.note}</p>
      </Panel>
    );
  }
  return (
    <details className={clsx(cardClass, "group @container")}>
      <summary className="flex cursor-pointer list-none items-start gap-2 p-4 sm:p-5 [&::-webkit-details-marker]:hidden">
        <ListPlus aria-hidden className="mt-1 h-5 w-5 shrink-0 text-slate-700" />
        {/* The count goes under the title on a phone, beside it where there is room. */}
        <span className="min-w-0 flex-1">
          <span className="text-lg font-semibold text-slate-900">{text.title}</span>
          {starter.data ? (
            <span className="block text-sm text-slate-600 sm:ml-2 sm:inline">{text.addedCount(feeds.length - missing.length, feeds.length)}</span>
          ) : null}
        </span>
        <ChevronDown aria-hidden className="mt-1 h-5 w-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
      </summary>
      <div className="px-4 pb-4 sm:px-5 sm:pb-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">{text.description}</p>
          {missing.length > 0 ? <AddAllButton missing={missing} /> : starter.data ? <p className="text-sm text-slate-700">{text.allAdded}</p> : null}
        </div>
        {body}
        <p className="mt-3 text-xs text-slate-600">{text.note}</p>
      </div>
    </details>
  );
}

/** The list in its file's folders ("Generaliste", "Sezioni"...), two columns where there is room. */
function StarterFeedGroups({ feeds }: { feeds: StarterFeed[] }) {
  const groups = new Map<string, StarterFeed[]>();
  for (const feed of feeds) groups.set(feed.group ?? "", [...(groups.get(feed.group ?? "") ?? []), feed]);
  return (
    <div className="mt-2 space-y-4">
      {[...groups].map(([group, members]) => (
        <section key={group} aria-label={group || undefined}>
          {group ? <h3 className="pt-2 pb-1 text-sm font-semibold text-slate-700">{group}</h3> : null}
          <ul className="grid @3xl:grid-cols-2 @3xl:gap-x-8">
            {members.map((feed) => (
              <StarterFeedRow key={feed.feed_url} feed={feed} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** "Aggiungi tutte": the feeds not followed yet, in one request (the server skips any added meanwhile). */
function AddAllButton({ missing, primary = false }: { missing: StarterFeed[]; primary?: boolean }) {
  const add = useAddStarterFeeds();
  return (
    <Button
      variant={primary ? "primary" : "secondary"}
      icon={ListPlus}
      busy={add.isPending}
      disabled={missing.length === 0}
      onClick={() =>
        add.mutate(
          missing.map((feed) => feed.feed_url),
          {
            onSuccess: ({ added, skipped }) => notify.success(text.addedMany(added, skipped), text.syncHint),
            onError: () => notify.error(text.failed),
          },
        )
      }
    >
      {text.addAll}
    </Button>
  );
}
