import { CATEGORIES, LIMITS, type Category } from "../../../shared/constants";

/** What the home lists: a trimmed search and one of the 12 categories, each optional. */
export interface HomeFilters {
  search: string | null;
  category: Category | null;
}

/** Reads ?search= and ?category= from a home URL; blank searches and unknown categories read as absent. */
export function readHomeFilters(url: URL): HomeFilters {
  const search = url.searchParams.get("search")?.trim().slice(0, LIMITS.searchLength) || null;
  const raw = url.searchParams.get("category");
  const category = CATEGORIES.find((known) => known === raw) ?? null;
  return { search, category };
}

/** GET /api/articles for the next page of the same listing: search and category stay with the cursor. */
export function nextPageUrl(filters: HomeFilters, cursor: string): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.category) params.set("category", filters.category);
  params.set("cursor", cursor);
  return `/api/articles?${params.toString()}`;
}

/** The home with these filters: "/", "/?search=…", "/?category=…" or both. */
export function homeHref(filters: HomeFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.category) params.set("category", filters.category);
  const query = params.toString();
  return query ? `/?${query}` : "/";
}

/** A category bar's link: that category (none for "Tutte"), the current search kept. */
export function categoryBarHref(filters: HomeFilters, category: Category | null): string {
  return homeHref({ search: filters.search, category });
}

/** "Cancella": the same listing without the search, or without the category. */
export function clearHref(filters: HomeFilters, drop: "search" | "category"): string {
  return homeHref({ ...filters, [drop]: null });
}

/**
 * "1 articolo trovato", "12 articoli trovati", "12.500 articoli trovati" (Italian digit grouping);
 * "oltre 1.000 articoli trovati" when a search stopped counting (`capped`).
 */
export function resultCount(total: number, capped = false): string {
  const count = new Intl.NumberFormat("it-IT").format(total);
  if (capped) return `oltre ${count} articoli trovati`;
  return total === 1 ? "1 articolo trovato" : `${count} articoli trovati`;
}
