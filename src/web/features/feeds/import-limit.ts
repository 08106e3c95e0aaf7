import { LIMITS } from "../../../shared/constants";

const { min, max, fallback } = LIMITS.importLimit;

/** The toast of SPEC §5 for a limit outside 1..100. */
export const INVALID_LIMIT = { title: "Limite non valido", description: `Il limite deve essere tra ${min} e ${max}` } as const;

/**
 * An import limit as typed in a form: non-numeric text falls back to 10
 * (SPEC §5), decimals are cut, and a number outside 1..100 gives null.
 */
export function readImportLimit(text: string): number | null {
  const number = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(number)) return fallback;
  return number >= min && number <= max ? number : null;
}
