import { useState } from "react";
import type { ArticleListPage, PublicArticleCard } from "../../../shared/articles";
import { nextPageUrl, type HomeFilters } from "./home-filters";

export type LoadMoreStatus = "idle" | "loading" | "error";

interface ListingState {
  /** The server's first page these extra pages follow; a new one (new filters, revalidation) starts over. */
  first: ArticleListPage;
  articles: PublicArticleCard[];
  cursor: string | null;
  status: LoadMoreStatus;
  /** How many the last click added, for the screen-reader announcement. */
  added: number;
}

function startFrom(first: ArticleListPage): ListingState {
  return { first, articles: first.articles, cursor: first.next_cursor, status: "idle", added: 0 };
}

/**
 * The home's articles: the server's first page, then the pages that
 * "Carica altre notizie" appends from GET /api/articles (keyset cursor, same
 * search and category). Articles already shown are never repeated.
 */
export function useLoadMore(first: ArticleListPage, filters: HomeFilters) {
  const [stored, setStored] = useState(() => startFrom(first));
  // New loader data (other filters, or the same URL revalidated) replaces the appended pages.
  const state = stored.first === first ? stored : startFrom(first);
  if (stored !== state) setStored(state);

  async function loadMore() {
    const cursor = state.cursor;
    if (!cursor || state.status === "loading") return;
    const update = (change: (current: ListingState) => ListingState) =>
      setStored((current) => (current.first === first ? change(current) : current));
    update((current) => ({ ...current, status: "loading" }));
    try {
      const response = await fetch(nextPageUrl(filters, cursor), { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`GET /api/articles answered ${response.status}`);
      const page = (await response.json()) as ArticleListPage;
      update((current) => {
        // The lead story sits above the grid: it is never appended below it either.
        const shown = new Set([...current.articles.map((article) => article.id), ...(current.first.lead ? [current.first.lead.id] : [])]);
        const fresh = page.articles.filter((article) => !shown.has(article.id));
        return { ...current, articles: [...current.articles, ...fresh], cursor: page.next_cursor, status: "idle", added: fresh.length };
      });
    } catch (error) {
      // Logged, and the reader is told and may retry (docs/product.md#home).
      console.error("Caricamento di altre notizie non riuscito", error);
      update((current) => ({ ...current, status: "error" }));
    }
  }

  return { articles: state.articles, hasMore: state.cursor !== null, status: state.status, added: state.added, loadMore };
}
