import { useState } from "react";
import { PageHeader } from "../../../components/ui/page-header";
import { useFeeds } from "../api/get-feeds";
import type { ReadAutomationSettings } from "../api/sync-feeds";
import { FEEDS_TEXT } from "../labels";
import { AddFeedForm } from "./add-feed-form";
import { FeedTable } from "./feed-table";
import { ListingSourceForm } from "./listing-source-form";
import { OpmlActions } from "./opml-actions";
import { RulesSection } from "./rules-section";
import { ScrapingStatsCards } from "./scraping-stats-cards";
import { StarterFeeds } from "./starter-feeds";
import { SyncButton } from "./sync-button";
import { TestFeedForm } from "./test-feed-form";

/**
 * The Feed RSS dashboard section (docs/product.md): actions, statistics, the two forms and the feed table.
 * The starter list comes first, open, when the screen finds no feed (and stays there while the admin
 * adds from it); otherwise it comes last, closed. The automation settings (does AI processing follow a
 * sync?) are read through the Automazione feature, which the route hands down.
 */
export function FeedsScreen({ readAutomationSettings }: { readAutomationSettings: ReadAutomationSettings }) {
  const followed = useFeeds().data?.length;
  const [startedEmpty, setStartedEmpty] = useState(false);
  // Derived once from the first empty list (React's "adjust state while rendering"), not reset by the adds.
  if (followed === 0 && !startedEmpty) setStartedEmpty(true);
  return (
    <div className="space-y-6">
      <PageHeader
        title={FEEDS_TEXT.title}
        description={FEEDS_TEXT.description}
        actions={
          <>
            <SyncButton readAutomationSettings={readAutomationSettings} />
            <OpmlActions />
          </>
        }
      />
      <ScrapingStatsCards />
      {startedEmpty && followed !== undefined ? <StarterFeeds followed={followed} prominent /> : null}
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <AddFeedForm />
        <TestFeedForm />
      </div>
      <ListingSourceForm />
      <FeedTable />
      <RulesSection />
      {!startedEmpty && followed ? <StarterFeeds followed={followed} prominent={false} /> : null}
    </div>
  );
}
