import { describe, expect, it } from "vitest";
import { MAX_RETRY_AFTER_MS, retryAfterFrom } from "./retry-after.js";

const now = new Date("2025-03-10T12:00:00Z");

describe("retryAfterFrom", () => {
  it.each([
    ["120", "2025-03-10T12:02:00.000Z"],
    [" 0 ", "2025-03-10T12:00:00.000Z"],
    ["Mon, 10 Mar 2025 12:30:00 GMT", "2025-03-10T12:30:00.000Z"],
    ["Monday, 10-Mar-25 12:30:00 GMT", "2025-03-10T12:30:00.000Z"],
    // A date already past means "now", not a negative wait.
    ["Sun, 09 Mar 2025 08:00:00 GMT", "2025-03-10T12:00:00.000Z"],
  ])("reads %j as %s", (header, expected) => {
    expect(retryAfterFrom(header, now)?.toISOString()).toBe(expected);
  });

  it.each([undefined, null, "", "soon", "-5", "1.5", "12abc"])("ignores %j", (header) => {
    expect(retryAfterFrom(header, now)).toBeUndefined();
  });

  it("caps a wait of a year at one day", () => {
    expect(retryAfterFrom("31536000", now)?.getTime()).toBe(now.getTime() + MAX_RETRY_AFTER_MS);
    expect(retryAfterFrom("Fri, 01 Jan 2100 00:00:00 GMT", now)?.getTime()).toBe(now.getTime() + MAX_RETRY_AFTER_MS);
  });
});
