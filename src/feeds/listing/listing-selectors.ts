import { ValidationError } from "../../platform/errors.js";
import type { ListingSelectors } from "../../shared/listing-selectors.js";

const FIELDS = ["item", "title", "link", "date", "summary"] as const;

let probe: Document | undefined;

/**
 * Refuses selectors the sync's HTML parser (linkedom's css-select) cannot
 * read, naming the field: tried on an empty document, so what passes here
 * cannot throw at sync. A 400 with code invalid_selector. The parser loads
 * on first use, not with the server (docs/performance.md, idle memory).
 */
export async function checkListingSelectors(selectors: ListingSelectors): Promise<void> {
  const { parseHTML } = await import("linkedom");
  probe ??= parseHTML("<!DOCTYPE html><html><head></head><body></body></html>").document as unknown as Document;
  for (const field of FIELDS) {
    const selector = selectors[field];
    if (selector === null) continue;
    try {
      probe.querySelectorAll(selector);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new ValidationError(`selectors.${field} is not a valid CSS selector (${why}): ${selector}`, "invalid_selector");
    }
  }
}
