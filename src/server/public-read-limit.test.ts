import { describe, expect, it } from "vitest";
import { TooManyRequestsError } from "../platform/errors.js";
import { PublicReadLimit } from "./public-read-limit.js";

describe("PublicReadLimit", () => {
  it("lets an address make its budget of reads at once, then refuses with 429 and when to retry", () => {
    const clock = { now: 0 };
    const limit = new PublicReadLimit({ perMinute: 120, now: () => clock.now });
    for (let i = 0; i < 120; i++) limit.take("203.0.113.7");
    let refusal: unknown;
    try {
      limit.take("203.0.113.7");
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(TooManyRequestsError);
    // 120 a minute: one more read every half second.
    expect(refusal).toMatchObject({ status: 429, retryAfterSeconds: 1 });
    // Another address has its own budget.
    expect(() => limit.take("198.51.100.4")).not.toThrow();
  });

  it("refills at its rate a minute", () => {
    const clock = { now: 0 };
    const limit = new PublicReadLimit({ perMinute: 60, now: () => clock.now });
    for (let i = 0; i < 60; i++) limit.take("203.0.113.7");
    expect(() => limit.take("203.0.113.7")).toThrow(TooManyRequestsError);
    clock.now += 10_000;
    for (let i = 0; i < 10; i++) limit.take("203.0.113.7");
    expect(() => limit.take("203.0.113.7")).toThrow(TooManyRequestsError);
  });

  it("remembers at most its number of addresses, forgetting the least recently seen", () => {
    const limit = new PublicReadLimit({ perMinute: 1, maxAddresses: 100, now: () => 0 });
    for (let n = 0; n < 1_000; n++) limit.take(`10.0.${Math.floor(n / 250)}.${n % 250}`);
    expect(limit.size).toBe(100);
    expect(() => limit.take("10.0.3.249")).toThrow(TooManyRequestsError);
    expect(() => limit.take("10.0.0.0")).not.toThrow();
  });
});
