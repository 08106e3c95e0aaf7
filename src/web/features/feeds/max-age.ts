import { LIMITS } from "../../../shared/constants";
import { plural } from "../../../shared/plural";

const { min, max, fallback } = LIMITS.maxAgeDays;

/** The toast for a maximum age outside 0..3650 days. */
export const INVALID_MAX_AGE = { title: "Età massima non valida", description: `L'età massima deve essere tra ${min} e ${max} giorni` } as const;

/** A maximum age as typed in a form: blank or non-numeric text is the default 7, decimals are cut, outside 0..3650 gives null. */
export function readMaxAge(text: string): number | null {
  const number = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(number)) return fallback;
  return number >= min && number <= max ? number : null;
}

/** "7 giorni", "1 giorno" or "Nessun limite", as a feed row shows it. */
export function maxAgeLabel(days: number): string {
  if (days === 0) return "Nessun limite";
  return plural(days, "giorno", "giorni");
}
