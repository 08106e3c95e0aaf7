import { LIMITS } from "../../../shared/constants";

const { min, max, fallback } = LIMITS.importLimit;

/** The toast (docs/product.md#feed-rss) for a limit outside 1..100. */
export const INVALID_LIMIT = { title: "Limite non valido", description: `Il limite deve essere tra ${min} e ${max}` } as const;

/**
 * An import limit as typed in a form: non-numeric text falls back to 10
 * (docs/product.md#feed-rss), decimals are cut, and a number outside 1..100 gives null.
 */
export function readImportLimit(text: string): number | null {
  const number = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(number)) return fallback;
  return number >= min && number <= max ? number : null;
}
