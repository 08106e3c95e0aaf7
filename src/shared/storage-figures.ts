import { LIMITS } from "./constants.js";

// The Spazio Server figures (docs/product.md#spazio-server), read alike by its screen and by the storage warning e-mail.

const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;
/**
 * Built on first use: an Italian number format reads ~7 MB of ICU data, and the
 * server, which imports this module for the storage e-mail, must not pay for it at idle.
 */
let oneDecimal: Intl.NumberFormat | undefined;

/** A size in bytes as people read it, in binary units with an Italian decimal comma: "12,3 MB". */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  oneDecimal ??= new Intl.NumberFormat("it-IT", { maximumFractionDigits: 1 });
  return `${oneDecimal.format(unit === 0 ? Math.round(value) : value)} ${UNITS[unit]}`;
}

/** Whole percent of the capacity in use, rounded down so the warning never shows before the number says so. */
export function usedPercent(bytes: number, capacity: number): number {
  return Math.floor((Math.max(0, bytes) * 100) / capacity);
}

/** Whether the use warns (docs/product.md#spazio-server: above 70 %). */
export function isStorageWarning(percent: number): boolean {
  return percent > LIMITS.storageWarningPercent;
}
