/**
 * The one slug of the site's addresses (/tag/{slug}, /fonte/{slug}): accents
 * taken off, lower case, every run of other characters one hyphen, none at
 * either end ("Città di Bari" → "citta-di-bari"). Migration 0033's SQL
 * topic_slug() is this function character for character, so an index can
 * find the articles of a slug (docs/decisions.md#topic-and-publisher-pages).
 * A letter with no decomposition (ø, ß, a Greek letter) becomes a hyphen in both.
 */
export function toSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The longest slug an address may carry; longer ones name nothing. */
export const MAX_SLUG_LENGTH = 120;

/** A slug as toSlug writes it: what the pages' paths accept, anything else is a 404. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True when `text` is a slug toSlug could have written, no longer than MAX_SLUG_LENGTH. */
export function isSlug(text: string): boolean {
  return text.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(text);
}
