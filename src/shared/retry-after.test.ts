import { describe, expect, it } from "vitest";
import { retryAfterMs } from "./retry-after.js";

const NOW = Date.parse("2025-03-10T12:00:00Z");

describe("retryAfterMs", () => {
  it.each([
    ["120", 120_000],
    [" 0 ", 0],
    ["Mon, 10 Mar 2025 12:30:00 GMT", 1_800_000],
    ["Monday, 10-Mar-25 12:30:00 GMT", 1_800_000],
    // A date already past means "now", not a negative wait.
    ["Sun, 09 Mar 2025 08:00:00 GMT", 0],
  ])("reads %j as %j ms", (header, expected) => {
    expect(retryAfterMs(header, NOW)).toBe(expected);
  });

  it.each([undefined, null, "", "soon", "domani", "-5", "1.5", "12abc"])("ignores %j", (header) => {
    expect(retryAfterMs(header, NOW)).toBeUndefined();
  });
});
