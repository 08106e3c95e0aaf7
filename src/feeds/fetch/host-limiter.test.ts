import { describe, expect, it } from "vitest";
import { createHostLimiter, type Release } from "./host-limiter.js";

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createHostLimiter", () => {
  it("queues the third request to one host until a slot frees, in arrival order", async () => {
    const limiter = createHostLimiter({ perHost: 2, total: 8 });
    const order: string[] = [];
    const releases = new Map<string, Release>();
    for (const name of ["a", "b", "c", "d"]) {
      void limiter.acquire("Example.it").then((release) => {
        order.push(name);
        releases.set(name, release);
      });
    }
    await settle();
    expect(order).toEqual(["a", "b"]);
    expect(limiter.active("example.it")).toBe(2);
    releases.get("b")?.();
    await settle();
    expect(order).toEqual(["a", "b", "c"]);
    releases.get("a")?.();
    await settle();
    expect(order).toEqual(["a", "b", "c", "d"]);
  });

  it("caps requests overall across hosts, but not one host's queue against the others", async () => {
    const limiter = createHostLimiter({ perHost: 2, total: 3 });
    const granted: string[] = [];
    const releases: Release[] = [];
    for (const host of ["a.it", "a.it", "a.it", "a.it", "b.it", "c.it"]) {
      void limiter.acquire(host).then((release) => {
        granted.push(host);
        releases.push(release);
      });
    }
    await settle();
    // a.it's queued third and fourth requests hold no overall slot, so b.it gets the third.
    expect(granted).toEqual(["a.it", "a.it", "b.it"]);
    expect(limiter.active()).toBe(3);
    releases[2]?.();
    await settle();
    expect(granted).toEqual(["a.it", "a.it", "b.it", "c.it"]);
  });

  it("drops a waiter whose signal aborts, and ignores a double release", async () => {
    const limiter = createHostLimiter({ perHost: 1, total: 8 });
    const first = await limiter.acquire("a.it");
    const controller = new AbortController();
    const waiting = limiter.acquire("a.it", controller.signal);
    controller.abort(new Error("gave up"));
    await expect(waiting).rejects.toThrow("gave up");
    first();
    first();
    expect(limiter.active("a.it")).toBe(0);
    const again = await limiter.acquire("a.it");
    expect(limiter.active()).toBe(1);
    again();
  });
});
