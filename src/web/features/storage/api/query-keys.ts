/** Cache keys of the Spazio Server screen. */
export const storageKeys = {
  stats: ["storage", "stats"] as const,
};
