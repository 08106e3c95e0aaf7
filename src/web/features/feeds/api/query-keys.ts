/** Cache keys of the Feed RSS screen: a sync refreshes both the list and the statistics. */
export const feedKeys = {
  list: ["feeds", "list"] as const,
  /** Under `list`: whatever refreshes the feed list also refreshes the starter list's "added" marks. */
  starter: ["feeds", "list", "starter"] as const,
  scrapingStats: ["feeds", "scraping-stats"] as const,
};
