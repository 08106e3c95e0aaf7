import { describe, expect, it } from "vitest";
import { createDocumentCache } from "./document-cache.js";

function clock(start = 0) {
  const time = { now: start };
  return { time, now: () => time.now };
}

describe("createDocumentCache", () => {
  it("builds once within the time to live and again after it", async () => {
    const { time, now } = clock();
    const cache = createDocumentCache({ ttlMs: 60_000, now });
    let builds = 0;
    const build = async () => `versione ${++builds}`;
    expect(await cache.get("sitemap", build)).toBe("versione 1");
    time.now = 59_999;
    expect(await cache.get("sitemap", build)).toBe("versione 1");
    time.now = 60_000;
    expect(await cache.get("sitemap", build)).toBe("versione 2");
  });

  it("shares one build between concurrent requests", async () => {
    const cache = createDocumentCache({ ttlMs: 60_000 });
    let builds = 0;
    let finish!: (value: string) => void;
    const build = () => {
      builds += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.get("sitemap", build);
    const second = cache.get("sitemap", build);
    finish("documento");
    expect(await Promise.all([first, second])).toEqual(["documento", "documento"]);
    expect(builds).toBe(1);
  });

  it("keeps neither failures nor missing documents", async () => {
    const cache = createDocumentCache({ ttlMs: 60_000 });
    await expect(cache.get("parte", async () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await cache.get("parte", async () => null)).toBeNull();
    expect(await cache.get("parte", async () => "ora c'è")).toBe("ora c'è");
  });

  it("holds at most maxEntries documents, dropping the oldest", async () => {
    const cache = createDocumentCache({ ttlMs: 60_000, maxEntries: 2 });
    let builds = 0;
    const build = async () => `documento ${++builds}`;
    await cache.get("a", build);
    await cache.get("b", build);
    await cache.get("c", build);
    expect(await cache.get("b", build)).toBe("documento 2");
    expect(await cache.get("a", build)).toBe("documento 4");
  });
});
