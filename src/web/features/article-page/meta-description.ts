import { cutAtWord } from "../../../shared/cut-at-word";
import { LIMITS } from "../../../shared/constants";

// Past this share of the limit a word boundary is worth the lost characters; before it, cut mid-word.
const MIN_KEPT_SHARE = 0.6;

/**
 * The summary as a meta description (docs/product.md#article-page): whole when it fits in `max`
 * characters, otherwise cut at the last word boundary with "…", never over `max` (the shared cut).
 */
export function metaDescription(text: string, max: number = LIMITS.metaDescriptionLength): string {
  return cutAtWord(text.replace(/\s+/g, " ").trim(), max, { minShareAtWord: MIN_KEPT_SHARE });
}
