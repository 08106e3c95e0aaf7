import { data } from "react-router";
import { listPublicArticles } from "../../articles/public-listing.js";
import { ServiceUnavailableError } from "../../shared/errors.js";
import { readHomeFilters } from "../features/home/home-filters";
import type { RassegnaLoadContext } from "../load-context.server.js";

/**
 * The first page of published articles for ?search= and ?category= (both may
 * combine), with the filters as read and PUBLIC_URL for the canonical link.
 * The listing comes from the few seconds' listing cache; a query past its
 * time limit is a 503 page (the server adds Retry-After).
 */
export async function loadHome(request: Request, context: RassegnaLoadContext) {
  const filters = readHomeFilters(new URL(request.url));
  const wanted = { search: filters.search ?? undefined, category: filters.category ?? undefined };
  try {
    const page = await context.listings.get(wanted, (normalized) => listPublicArticles(context.db, normalized, context.cursorKey));
    return { page, filters, publicUrl: context.config.publicUrl };
  } catch (error) {
    if (error instanceof ServiceUnavailableError) throw data(null, { status: 503 });
    throw error;
  }
}
