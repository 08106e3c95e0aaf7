import { topStoriesByCategory } from "../articles/stories/top-stories.js";
import type { Database } from "../db/database.js";
import { EDITABLE_CATEGORIES, EDITION_LIMITS } from "../shared/constants.js";
import type { Edition } from "../shared/edition.js";
import type { EditionRef } from "./edition-times.js";

/**
 * An edition's content (docs/product.md#edizione): the top stories of each
 * category among the articles published in the 24 hours before its time, one
 * card per story, categories in the site's order and those without news left
 * out. Computed from the articles each time, so an edition's page and its
 * e-mail agree, and a past edition reads as it was (less what was taken down).
 */
export async function readEdition(db: Database, edition: EditionRef): Promise<Edition> {
  const from = new Date(edition.at.getTime() - EDITION_LIMITS.windowHours * 3_600_000);
  const top = await topStoriesByCategory(db, { from, to: edition.at, perCategory: EDITION_LIMITS.storiesPerCategory });
  const categories = EDITABLE_CATEGORIES.filter((category) => top.has(category)).map((category) => ({ category, stories: top.get(category)! }));
  return { day: edition.day, slot: edition.slot, at: edition.at, categories };
}
