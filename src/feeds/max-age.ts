import type { ParsedItem } from "./types.js";

const DAY_MS = 86_400_000;

/**
 * The items young enough for a feed with this maximum age (docs/product.md#feeds):
 * dated items older than maxAgeDays are dropped; undated items and every item
 * of a feed without a limit (0) are kept. Adding a feed thus does not flood
 * the home with last month's news.
 */
export function withinMaxAge<T extends ParsedItem>(items: T[], maxAgeDays: number, now: Date): T[] {
  if (maxAgeDays <= 0) return items;
  const oldest = now.getTime() - maxAgeDays * DAY_MS;
  return items.filter((item) => !item.publishedAt || item.publishedAt.getTime() >= oldest);
}
