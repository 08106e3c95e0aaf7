import { providerConfigured } from "../ai/provider-configured.js";
import type { Database } from "../db/database.js";
import { isForeignLanguage, itemLanguageText, loadLanguageDetector } from "../italian/detect-language.js";
import type { ForeignItems } from "../shared/constants.js";

/**
 * Tells each new item's language from its title and summary (docs/decisions.md "Foreign news in
 * Italian") and leaves out the foreign ones when the feed says "skip" and no provider is configured
 * to translate them. Runs before any page is fetched, so a skipped item costs no request. Unknown
 * (too short to tell) counts as Italian.
 */
export async function withLanguages<T extends { item: { title: string; summary: string } }>(
  db: Database,
  feed: { foreign_items: string },
  entries: T[],
): Promise<(T & { language: string | null })[]> {
  if (entries.length === 0) return [];
  const detect = await loadLanguageDetector();
  const told = entries.map((entry) => ({ ...entry, language: detect(itemLanguageText(entry.item.title, entry.item.summary)) }));
  const foreign = told.some((entry) => isForeignLanguage(entry.language));
  if (!foreign || (feed.foreign_items as ForeignItems) !== "skip" || (await providerConfigured(db))) return told;
  return told.filter((entry) => !isForeignLanguage(entry.language));
}
