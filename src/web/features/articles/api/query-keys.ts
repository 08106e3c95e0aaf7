import type { ListState } from "../list-state";

/** Cache keys of the Gestione Articoli screen: any change to an article refreshes everything under `all`. */
export const articleKeys = {
  all: ["admin-articles"] as const,
  list: (state: ListState) => ["admin-articles", "list", state] as const,
  stats: ["admin-articles", "stats"] as const,
  sources: ["admin-articles", "sources"] as const,
};
