import { listPublishedArticles } from "../../articles/public-listing.js";
import { CATEGORIES, type Category } from "../../shared/constants.js";
import type { RassegnaLoadContext } from "../load-context.js";

/** Reads ?search= and ?category= and lists the matching published articles. */
export async function loadHome(request: Request, context: RassegnaLoadContext) {
  const params = new URL(request.url).searchParams;
  const search = params.get("search")?.trim() || undefined;
  const rawCategory = params.get("category") ?? undefined;
  const category = CATEGORIES.includes(rawCategory as Category) ? rawCategory : undefined;
  const articles = await listPublishedArticles(context.db, { search, category });
  return { articles, search, category };
}
