import { data } from "react-router";
import { listPublicArticles } from "../../articles/public-listing.js";
import { hasFeeds } from "../../feeds/feed-admin.js";
import { ServiceUnavailableError } from "../../platform/errors.js";
import type { EmptyReason } from "../features/home/components/empty-state";
import { readHomeFilters } from "../features/home/home-filters";
import type { RassegnaLoadContext } from "../load-context.server.js";

/**
 * The first page of published articles for ?search= and ?category= (both may
 * combine), with the filters as read and PUBLIC_URL for the canonical link.
 * The listing comes from the few seconds' listing cache; a query past its
 * time limit is a 503 page (the server adds Retry-After). Only an empty plain
 * home asks whether feeds exist, to say why it is empty.
 */
export async function loadHome(request: Request, context: RassegnaLoadContext) {
  const filters = readHomeFilters(new URL(request.url));
  const wanted = { search: filters.search ?? undefined, category: filters.category ?? undefined };
  try {
    const page = await context.listings.get(wanted, (normalized) => listPublicArticles(context.db, normalized, context.cursorKey));
    const shown = page.articles.length + (page.lead ? 1 : 0);
    // "Più lette" beside the plain home only: a category or a search is what the reader asked for.
    const mostRead = wanted.search || wanted.category || shown === 0 ? [] : await context.mostRead.get(context.db);
    return { page, filters, mostRead, publicUrl: context.config.publicUrl, empty: await emptyReason(context, filters, shown) };
  } catch (error) {
    if (error instanceof ServiceUnavailableError) throw data(null, { status: 503 });
    throw error;
  }
}

/** Null while there is something to list; otherwise why not. */
async function emptyReason(context: RassegnaLoadContext, filters: { search: string | null; category: string | null }, shown: number): Promise<EmptyReason | null> {
  if (shown > 0) return null;
  if (filters.search || filters.category) return "nothing-found";
  return (await hasFeeds(context.db)) ? "coming-soon" : "no-sources";
}
