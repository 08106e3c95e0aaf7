import { describe, expect, it } from "vitest";
import { TtlMap } from "./ttl-map.js";

function clock() {
  const time = { now: 0 };
  return { time, now: () => time.now };
}

describe("TtlMap", () => {
  it("keeps a value for the time to live, and not a moment longer", () => {
    const { time, now } = clock();
    const map = new TtlMap<string>({ ttlMs: 1_000, maxEntries: 10, now });
    map.set("a", "uno");
    time.now = 999;
    expect(map.get("a")).toBe("uno");
    expect(map.has("a")).toBe(true);
    time.now = 1_000;
    expect(map.get("a")).toBeUndefined();
    expect(map.has("a")).toBe(false);
  });

  it("restarts a key's time to live when it is set again", () => {
    const { time, now } = clock();
    const map = new TtlMap<string>({ ttlMs: 1_000, maxEntries: 10, now });
    map.set("a", "uno");
    time.now = 800;
    map.set("a", "due");
    time.now = 1_500;
    expect(map.get("a")).toBe("due");
  });

  it("forgets the oldest past maxEntries, and the expired first", () => {
    const { time, now } = clock();
    const map = new TtlMap<number>({ ttlMs: 1_000, maxEntries: 2, now });
    map.set("a", 1);
    map.set("b", 2);
    map.set("c", 3);
    expect([map.has("a"), map.has("b"), map.has("c")]).toEqual([false, true, true]);
    expect(map.size).toBe(2);
    time.now = 1_500;
    map.set("d", 4);
    // b and c expired: they leave at the next set, whatever the room.
    expect(map.size).toBe(1);
    expect(map.get("d")).toBe(4);
  });

  it("forgets a key, or all of them", () => {
    const map = new TtlMap<boolean>({ ttlMs: 1_000, maxEntries: 10 });
    map.set("a", true);
    map.set("b", true);
    map.delete("a");
    expect([map.has("a"), map.has("b")]).toEqual([false, true]);
    map.clear();
    expect(map.size).toBe(0);
  });
});
