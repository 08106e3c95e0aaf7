import { LIMITS } from "../../../shared/constants";

/** The cleanup's days as typed: a whole number from 1 to 365, anything else becomes 90 (docs/product.md#spazio-server). */
export function cleanupDays(input: string): number {
  const { min, max, fallback } = LIMITS.cleanupDays;
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return fallback;
  const days = Number(trimmed);
  return days >= min && days <= max ? days : fallback;
}

/** The archive's age as typed: a whole number of days within LIMITS.archiveDays, anything else becomes its fallback. */
export function archiveDays(input: string): number {
  const { min, max, fallback } = LIMITS.archiveDays;
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return fallback;
  const days = Number(trimmed);
  return days >= min && days <= max ? days : fallback;
}

/** How much smaller the archive is than the live rows it replaced, in whole percent (0 when it is not smaller). */
export function archiveSavingPercent(archiveBytes: number, replacedBytes: number): number {
  if (replacedBytes <= 0 || archiveBytes >= replacedBytes) return 0;
  return Math.round((1 - archiveBytes / replacedBytes) * 100);
}
