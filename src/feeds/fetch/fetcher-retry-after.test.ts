import { describe, expect, it } from "vitest";
import { MAX_RETRY_AFTER_MS, retryAfterCapped } from "./fetcher.js";

const now = Date.parse("2025-03-10T12:00:00Z");

describe("a feed's Retry-After", () => {
  it("points to the moment it asks for", () => {
    expect(retryAfterCapped("120", now)?.toISOString()).toBe("2025-03-10T12:02:00.000Z");
    expect(retryAfterCapped("Mon, 10 Mar 2025 12:30:00 GMT", now)?.toISOString()).toBe("2025-03-10T12:30:00.000Z");
    expect(retryAfterCapped("soon", now)).toBeUndefined();
  });

  it("caps a wait of a year at one day", () => {
    expect(retryAfterCapped("31536000", now)?.getTime()).toBe(now + MAX_RETRY_AFTER_MS);
    expect(retryAfterCapped("Fri, 01 Jan 2100 00:00:00 GMT", now)?.getTime()).toBe(now + MAX_RETRY_AFTER_MS);
  });
});
