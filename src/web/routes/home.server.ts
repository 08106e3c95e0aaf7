import { listPublicArticles } from "../../articles/public-listing.js";
import { readHomeFilters } from "../features/home/home-filters";
import type { RassegnaLoadContext } from "../load-context.js";

/**
 * The first page of published articles for ?search= and ?category= (both may
 * combine), with the filters as read and PUBLIC_URL for the canonical link.
 */
export async function loadHome(request: Request, context: RassegnaLoadContext) {
  const filters = readHomeFilters(new URL(request.url));
  const page = await listPublicArticles(context.db, {
    search: filters.search ?? undefined,
    category: filters.category ?? undefined,
  }, context.cursorKey);
  return { page, filters, publicUrl: context.config.publicUrl };
}
