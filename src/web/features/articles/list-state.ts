import { ADMIN_SEARCH_MIN_LENGTH, AI_STATUS_FILTERS, type AdminArticleFilters } from "../../../shared/admin-articles";
import { EDITABLE_CATEGORIES, EXTRACTION_METHODS, LIMITS, PROCESSING_STATUSES, SENTIMENTS } from "../../../shared/constants";

/** What the list shows: the filters and the page, kept in the URL (docs/product.md#articoli). */
export interface ListState {
  filters: AdminArticleFilters;
  /** From 1. */
  page: number;
}

/** The filters in the order the URL writes them. */
export const FILTER_KEYS = ["search", "category", "sentiment", "ai_status", "source", "method", "status"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const CHOICES: Partial<Record<FilterKey, readonly string[]>> = {
  category: EDITABLE_CATEGORIES,
  sentiment: SENTIMENTS,
  ai_status: AI_STATUS_FILTERS,
  method: EXTRACTION_METHODS,
  status: PROCESSING_STATUSES,
};

/**
 * The list state a URL asks for. Whatever the server would refuse is left
 * out rather than shown as an error: an unknown choice, a search shorter
 * than 3 characters, a page that is not a whole number from 1 (page 1). A
 * long search or source name is cut to what the server takes.
 */
export function readListState(params: URLSearchParams): ListState {
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    const choices = CHOICES[key];
    if (choices) {
      if (choices.includes(raw)) filters[key] = raw;
    } else if (key === "search") {
      const search = raw.slice(0, LIMITS.searchLength).trim();
      if (search.length >= ADMIN_SEARCH_MIN_LENGTH) filters[key] = search;
    } else {
      filters[key] = raw.slice(0, 200).trim();
    }
  }
  const page = Number(params.get("page"));
  return { filters: filters as AdminArticleFilters, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The URL parameters of a list state: only the filters set, and the page when past the first. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = state.filters[key];
    if (value) params.set(key, value);
  }
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** The state after one filter changes: the others stay, and the list goes back to page 1. */
export function withFilter(state: ListState, key: FilterKey, value: string): ListState {
  return { filters: { ...state.filters, [key]: value || undefined }, page: 1 };
}

/** Whether any filter narrows the list. */
export function hasFilters(filters: AdminArticleFilters): boolean {
  return FILTER_KEYS.some((key) => Boolean(filters[key]));
}
