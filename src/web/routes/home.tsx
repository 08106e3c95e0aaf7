import { useId } from "react";
import { useNavigation, useRouteLoaderData } from "react-router";
import { MostRead } from "../components/most-read";
import { AdSlot } from "../features/ad-slots/ad-slot";
import { ArticleGrid } from "../components/article-grid";
import { CategoryBar } from "../features/home/components/category-bar";
import { EmptyState } from "../features/home/components/empty-state";
import { LeadStory } from "../features/home/components/lead-story";
import { LoadingState } from "../features/home/components/loading-state";
import { LoadMoreButton } from "../features/home/components/load-more-button";
import { ResultsHeading } from "../features/home/components/results-heading";
import { homeMeta } from "../features/home/home-meta";
import { useLoadMore } from "../features/home/use-load-more";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/home";
import { loadHome } from "./home.server";

export function meta({ loaderData }: Route.MetaArgs) {
  // Without data (an error while loading) the plain home's title and description still stand.
  return homeMeta(loaderData?.filters ?? { search: null, category: null }, loaderData?.publicUrl ?? null);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(request, context);
}

/** An ad position's wrapper: gone while the slot renders nothing, so switched-off ads leave no gap. */
function AdBand({ children }: { children: React.ReactNode }) {
  return <div className="my-6 empty:hidden">{children}</div>;
}

/**
 * Home (docs/product.md#home): the lead story, then the latest published
 * stories, or the articles of a category or a search, 50 at a time.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, filters, empty } = loaderData;
  const listing = useLoadMore(page, filters);
  const navigation = useNavigation();
  const headingId = useId();
  // The root loader knows the admin session (never cached for anyone else): only it sees the way to Feed RSS.
  const admin = useRouteLoaderData<typeof rootLoader>("root")?.hasSession ?? false;
  // Only a navigation to another listing shows the spinner; leaving for an article keeps the grid until it goes.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/";
  const filtered = Boolean(filters.search || filters.category);
  const lead = page.lead ?? null;
  const nothingYet = empty === "no-sources" || empty === "coming-soon";

  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 pt-4 sm:pt-6">
      {nothingYet ? null : <CategoryBar filters={filters} />}
      <AdBand>
        <AdSlot page="home" position="top" />
      </AdBand>
      {loading ? (
        <LoadingState />
      ) : (
        <section aria-labelledby={headingId}>
          <ResultsHeading id={headingId} filters={filters} total={page.total} totalCapped={page.total_capped} />
          {lead ? <LeadStory article={lead} /> : null}
          <MostRead cards={loaderData.mostRead} layout="row" className="mb-8" />
          {empty && !lead ? (
            <EmptyState reason={empty} filtered={filtered} admin={admin} />
          ) : (
            <ArticleGrid
              articles={listing.articles}
              leadHasPicture={Boolean(lead?.image_url)}
              between={{ 3: <AdSlot page="home" position="after-3" />, 6: <AdSlot page="home" position="after-6" /> }}
            />
          )}
          {listing.hasMore ? <LoadMoreButton status={listing.status} added={listing.added} onLoad={() => void listing.loadMore()} /> : null}
        </section>
      )}
      <AdBand>
        <AdSlot page="home" position="bottom" />
      </AdBand>
    </div>
  );
}
