import { describe, expect, it } from "vitest";
import { cleanupDays } from "./storage-figures";

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
