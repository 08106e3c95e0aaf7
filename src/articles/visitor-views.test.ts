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

describe("VisitorViews, one address with many user agents", () => {
  it("counts at most three views of an article per address in 30 minutes, however many user agents it sends", () => {
    const views = new VisitorViews();
    const counted = Array.from({ length: 60 }, (_, n) => views.admit({ address: "203.0.113.9", userAgent: `Browser ${n}` }, "a")).filter(Boolean);
    expect(counted).toHaveLength(3);
    // Another article, and another address, still count.
    expect(views.admit({ address: "203.0.113.9", userAgent: "Browser 0" }, "b")).toBe(true);
    expect(views.admit({ address: "203.0.113.10", userAgent: "Browser 0" }, "a")).toBe(true);
  });

  it("keys an IPv6 client by its /64, so rotating addresses inside it counts as one address", () => {
    const views = new VisitorViews();
    const counted = Array.from({ length: 60 }, (_, n) => views.admit({ address: `2001:db8:5:6::${n.toString(16)}`, userAgent: `Browser ${n}` }, "a")).filter(Boolean);
    expect(counted).toHaveLength(3);
  });

  it("spends the burst budget per address: rotating user agents across articles does not multiply it", () => {
    const views = new VisitorViews();
    const counted = Array.from({ length: 100 }, (_, n) => views.admit({ address: "203.0.113.9", userAgent: `Browser ${n}` }, `article-${n}`)).filter(Boolean);
    expect(counted).toHaveLength(20);
  });
});
