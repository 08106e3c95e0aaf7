import { LIMITS } from "../../../shared/constants";

// Past this share of the limit a word boundary is worth the lost characters; before it, cut mid-word.
const MIN_KEPT_SHARE = 0.6;

/**
 * The summary as a meta description (docs/product.md#article-page): whole when it fits in `max`
 * characters, otherwise cut at the last word boundary with "…", never over `max`.
 */
export function metaDescription(text: string, max: number = LIMITS.metaDescriptionLength): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  let head = clean.slice(0, max - 1);
  // Never leave half of a surrogate pair (an emoji) at the end.
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  const space = head.lastIndexOf(" ");
  const cut = space >= max * MIN_KEPT_SHARE ? head.slice(0, space) : head;
  return `${cut.replace(/[\s.,;:!?\-–—(«"']+$/u, "")}…`;
}
