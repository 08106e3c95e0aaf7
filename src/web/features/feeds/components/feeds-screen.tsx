import { AddFeedForm } from "./add-feed-form";
import { FeedTable } from "./feed-table";
import { OpmlActions } from "./opml-actions";
import { ScrapingStatsCards } from "./scraping-stats-cards";
import { SyncButton } from "./sync-button";
import { TestFeedForm } from "./test-feed-form";

/** The Feed RSS dashboard section (docs/product.md#feed-rss): actions, statistics, the two forms and the feed table. */
export function FeedsScreen() {
  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Feed RSS</h1>
          <p className="mt-1 text-sm text-slate-600">Le fonti da cui vengono importati gli articoli.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <SyncButton />
          <OpmlActions />
        </div>
      </header>
      <ScrapingStatsCards />
      <div className="grid gap-6 xl:grid-cols-2">
        <AddFeedForm />
        <TestFeedForm />
      </div>
      <FeedTable />
    </div>
  );
}
