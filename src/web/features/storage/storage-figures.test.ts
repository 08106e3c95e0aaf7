import { describe, expect, it } from "vitest";
import { cleanupDays, isStorageWarning, usedPercent } from "./storage-figures";

describe("the usage bar", () => {
  it("rounds the percentage down and warns only above 70 %", () => {
    const gb = 1024 ** 3;
    expect(usedPercent(0.709 * gb, gb)).toBe(70);
    expect(isStorageWarning(usedPercent(0.709 * gb, gb))).toBe(false);
    expect(isStorageWarning(usedPercent(0.71 * gb, gb))).toBe(true);
    expect(usedPercent(2 * gb, gb)).toBe(200);
  });
});

describe("the cleanup's days", () => {
  it.each([
    ["30", 30],
    [" 1 ", 1],
    ["365", 365],
    ["0", 90],
    ["366", 90],
    ["", 90],
    ["abc", 90],
    ["12.5", 90],
    ["-5", 90],
  ])("%j becomes %d", (input, days) => {
    expect(cleanupDays(input)).toBe(days);
  });
});
