import { Check, Plus } from "lucide-react";
import type { StarterFeed } from "../../../../shared/starter-feeds";
import { CATEGORY_LABELS } from "../../../../shared/labels";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { notify } from "../../../lib/notify";
import { useAddStarterFeeds } from "../api/add-starter-feeds";
import { FEEDS_TEXT } from "../labels";

const text = FEEDS_TEXT.starter;

/** The site's host without "www.", the way readers name a publisher's address. */
function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, "");
}

/** One starter feed: its name, site and category, and "Aggiungi" or the mark that it is already followed. */
export function StarterFeedRow({ feed }: { feed: StarterFeed }) {
  const add = useAddStarterFeeds();
  const site = feed.site_url ?? feed.feed_url;
  return (
    <li className="flex items-center justify-between gap-3 border-t border-slate-200 py-2.5">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{feed.name}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
          <a href={site} target="_blank" rel="noopener noreferrer" aria-label={text.siteOf(feed.name)} className="break-all text-blue-800 hover:underline">
            {hostOf(site)}
          </a>
          {feed.category ? <Badge>{CATEGORY_LABELS[feed.category]}</Badge> : null}
        </p>
      </div>
      {feed.added ? (
        <Badge tone="success" className="inline-flex shrink-0 items-center gap-1">
          <Check aria-hidden className="h-3.5 w-3.5" />
          {text.added}
        </Badge>
      ) : (
        <Button
          size="sm"
          icon={Plus}
          busy={add.isPending}
          aria-label={text.addOf(feed.name)}
          className="shrink-0"
          onClick={() =>
            add.mutate([feed.feed_url], {
              onSuccess: () => notify.success(text.addedOne, feed.name),
              onError: () => notify.error(text.failed),
            })
          }
        >
          {text.add}
        </Button>
      )}
    </li>
  );
}
