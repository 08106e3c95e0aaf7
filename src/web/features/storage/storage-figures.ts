import { LIMITS } from "../../../shared/constants";

/** The cleanup's days as typed: a whole number from 1 to 365, anything else becomes 90 (docs/product.md#spazio-server). */
export function cleanupDays(input: string): number {
  const { min, max, fallback } = LIMITS.cleanupDays;
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return fallback;
  const days = Number(trimmed);
  return days >= min && days <= max ? days : fallback;
}
