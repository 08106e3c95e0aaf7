import { describe, expect, it } from "vitest";
import { archiveDays, archiveSavingPercent, cleanupDays } from "./storage-figures";

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

describe("the archive's days", () => {
  it.each([
    ["90", 90],
    [" 365 ", 365],
    ["3650", 3650],
    ["29", 180],
    ["3651", 180],
    ["", 180],
    ["1e3", 180],
  ])("%j becomes %d", (input, days) => {
    expect(archiveDays(input)).toBe(days);
  });
});

describe("what the archive saved", () => {
  it.each([
    [250, 1000, 75],
    [1000, 1000, 0],
    [2000, 1000, 0],
    [0, 0, 0],
  ])("%d bytes for %d replaced is %d%% less", (archive, replaced, percent) => {
    expect(archiveSavingPercent(archive, replaced)).toBe(percent);
  });
});
