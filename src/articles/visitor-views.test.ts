import { describe, expect, it } from "vitest";
import { VisitorViews } from "./visitor-views.js";

const MINUTE = 60_000;
const reader = (n: number) => ({ address: `203.0.113.${n % 250}`, userAgent: `Browser ${n}` });

describe("VisitorViews", () => {
  it("does not count a visitor twice across the daily change of salt", () => {
    const clock = { now: 0 };
    const views = new VisitorViews({ now: () => clock.now, saltLifetimeMs: 24 * 60 * MINUTE });
    clock.now = 24 * 60 * MINUTE - 10 * MINUTE;
    expect(views.admit(reader(1), "a")).toBe(true);
    // The salt changes at 24 h: the view of ten minutes ago is still known.
    clock.now = 24 * 60 * MINUTE + 10 * MINUTE;
    expect(views.admit(reader(1), "a")).toBe(false);
    clock.now = 24 * 60 * MINUTE + 20 * MINUTE;
    expect(views.admit(reader(1), "a")).toBe(true);
  });

  it("stays within its bounds however many visitors come, forgetting the oldest first", () => {
    const clock = { now: 0 };
    const views = new VisitorViews({ now: () => clock.now, maxPairs: 100, maxVisitors: 50 });
    for (let n = 0; n < 1_000; n++) {
      clock.now += 10;
      expect(views.admit(reader(n), `article-${n}`)).toBe(true);
    }
    expect(views.size.pairs).toBeLessThanOrEqual(100);
    expect(views.size.visitors).toBeLessThanOrEqual(50);
    // The first pair was forgotten to make room: it counts again (the bound wins over the 30 minutes).
    expect(views.admit(reader(0), "article-0")).toBe(true);
    expect(views.admit(reader(999), "article-999")).toBe(false);
  });

  it("forgets pairs once their 30 minutes are over", () => {
    const clock = { now: 0 };
    const views = new VisitorViews({ now: () => clock.now });
    for (let n = 0; n < 10; n++) views.admit(reader(n), "a");
    clock.now = 31 * MINUTE;
    views.admit(reader(100), "b");
    expect(views.size.pairs).toBe(1);
  });
});
