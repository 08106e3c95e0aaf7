import type { ListingSelectors } from "../../../shared/listing-selectors";
import { LISTING_TEXT } from "./listing-labels";

/** The form's selector fields, with the label each error names. */
export const SELECTOR_FIELDS = [
  { key: "item", label: LISTING_TEXT.item, hint: LISTING_TEXT.itemHint, required: true },
  { key: "title", label: LISTING_TEXT.titleSelector, hint: LISTING_TEXT.titleHint, required: true },
  { key: "link", label: LISTING_TEXT.link, hint: LISTING_TEXT.linkHint, required: true },
  { key: "date", label: LISTING_TEXT.date, hint: LISTING_TEXT.dateHint, required: false },
  { key: "summary", label: LISTING_TEXT.summary, hint: LISTING_TEXT.summaryHint, required: false },
] as const satisfies ReadonlyArray<{ key: keyof ListingSelectors; label: string; hint: string; required: boolean }>;

/** The selectors the form holds; null when a required one is empty. */
export function readSelectors(form: FormData): ListingSelectors | null {
  const value = (key: string) => String(form.get(`selector_${key}`) ?? "").trim();
  const selectors = { item: value("item"), title: value("title"), link: value("link"), date: value("date") || null, summary: value("summary") || null };
  return selectors.item && selectors.title && selectors.link ? selectors : null;
}

/**
 * The label of the first selector the browser cannot read, or null: told at
 * once in Italian, before the server's own check (src/feeds/listing/listing-selectors.ts).
 */
export function invalidSelectorLabel(selectors: ListingSelectors, parse: (selector: string) => void): string | null {
  for (const field of SELECTOR_FIELDS) {
    const selector = selectors[field.key];
    if (selector === null) continue;
    try {
      parse(selector);
    } catch {
      return field.label;
    }
  }
  return null;
}
