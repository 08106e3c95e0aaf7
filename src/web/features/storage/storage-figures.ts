import { LIMITS } from "../../../shared/constants";

/** Whole percent of the capacity in use, rounded down so the warning never shows before the number says so. */
export function usedPercent(bytes: number, capacity: number): number {
  return Math.floor((Math.max(0, bytes) * 100) / capacity);
}

/** Whether the usage bar warns (docs/product.md#spazio-server: above 70 %). */
export function isStorageWarning(percent: number): boolean {
  return percent > LIMITS.storageWarningPercent;
}

/** The cleanup's days as typed: a whole number from 1 to 365, anything else becomes 90 (docs/product.md#spazio-server). */
export function cleanupDays(input: string): number {
  const { min, max, fallback } = LIMITS.cleanupDays;
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return fallback;
  const days = Number(trimmed);
  return days >= min && days <= max ? days : fallback;
}
