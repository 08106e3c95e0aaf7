/** Cache keys of the Spazio Server screen. */
export const storageKeys = {
  stats: ["storage", "stats"] as const,
  archive: ["storage", "archive"] as const,
  archiveSearch: (query: string) => ["storage", "archive", "search", query] as const,
};
