import { PageHeader } from "../../../components/ui/page-header";
import { FEEDS_TEXT } from "../labels";
import { AddFeedForm } from "./add-feed-form";
import { FeedTable } from "./feed-table";
import { OpmlActions } from "./opml-actions";
import { ScrapingStatsCards } from "./scraping-stats-cards";
import { SyncButton } from "./sync-button";
import { TestFeedForm } from "./test-feed-form";

/** The Feed RSS dashboard section (docs/product.md): actions, statistics, the two forms and the feed table. */
export function FeedsScreen() {
  return (
    <div className="space-y-6">
      <PageHeader
        title={FEEDS_TEXT.title}
        description={FEEDS_TEXT.description}
        actions={
          <>
            <SyncButton />
            <OpmlActions />
          </>
        }
      />
      <ScrapingStatsCards />
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <AddFeedForm />
        <TestFeedForm />
      </div>
      <FeedTable />
    </div>
  );
}
