import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { enableMetrics } from "../../platform/metrics/registry.js";
import { REFRESH_COOKIE } from "../../shared/auth.js";
import { type CachedPage, PageCache, type RenderedPage, pageCacheKey, pickEncoding } from "./page-cache.js";

const SESSION = `${REFRESH_COOKIE}=abc`;

describe("pageCacheKey", () => {
  it.each([
    ["GET", "/", undefined, "/"],
    ["GET", "/?search=elezioni&category=Politica", undefined, "/?search=elezioni&category=Politica"],
    ["GET", "/articolo/6f1c0e4e-0000-4000-8000-000000000001", "cookie_consent=1", "/articolo/6f1c0e4e-0000-4000-8000-000000000001"],
    ["GET", "/", SESSION, undefined],
    ["GET", "/articolo/x", `theme=dark; ${SESSION}`, undefined],
    ["HEAD", "/", undefined, undefined],
    ["POST", "/", undefined, undefined],
    ["GET", "/articolo/x.data", undefined, undefined],
    ["GET", "/tag/campi-flegrei", undefined, "/tag/campi-flegrei"],
    ["GET", "/tag/campi-flegrei?dopo=abc", undefined, "/tag/campi-flegrei?dopo=abc"],
    ["GET", "/fonte/ansa", "cookie_consent=1", "/fonte/ansa"],
    ["GET", "/fonte/ansa", SESSION, undefined],
    ["GET", "/tag/campi-flegrei.data", undefined, undefined],
    ["GET", "/tag/a/b", undefined, undefined],
    ["GET", "/_root.data", undefined, undefined],
    ["GET", "/contact", undefined, undefined],
    ["GET", "/dashboard", undefined, undefined],
    ["GET", `/?search=${"a".repeat(3000)}`, undefined, undefined],
  ])("%s %s with cookies %s → %s", (method, url, cookie, expected) => {
    expect(pageCacheKey(method, url, cookie)).toBe(expected);
  });
});

describe("pickEncoding", () => {
  it.each([
    [undefined, undefined],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.9", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["deflate", undefined],
    ["identity", undefined],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
  ])("Accept-Encoding %s → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

function page(text: string, status = 200): CachedPage {
  return { status, headers: [["content-type", "text/html; charset=utf-8"]], body: Buffer.from(text), nonce: `nonce-of-${text}` };
}

/** A render that counts its calls and answers `text`, kept unless told otherwise. */
function renderer(text: string, cacheable = true) {
  const calls = { count: 0 };
  const render = async (): Promise<RenderedPage> => {
    calls.count += 1;
    return { page: page(text), cacheable };
  };
  return { render, calls };
}

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe("PageCache", () => {
  it("renders once, then serves the same page with its nonce until the entry is 5 s old", async () => {
    const time = clock();
    const cache = new PageCache({ now: time.now });
    const { render, calls } = renderer("home");
    expect(await cache.serve("/", render)).toMatchObject({ hit: false, page: { nonce: "nonce-of-home" } });
    time.advance(4_999);
    expect(await cache.serve("/", render)).toMatchObject({ hit: true, page: { nonce: "nonce-of-home" } });
    time.advance(1);
    expect(await cache.serve("/", render)).toMatchObject({ hit: false });
    expect(calls.count).toBe(2);
  });

  it("counts its hits and misses for /metrics", async () => {
    const { cacheLookups } = await enableMetrics();
    const counted = async (result: string) =>
      (await cacheLookups.get()).values.find((v) => v.labels.cache === "page" && v.labels.result === result)?.value ?? 0;
    const [hits, misses] = [await counted("hit"), await counted("miss")];
    const cache = new PageCache();
    const { render } = renderer("home");
    await cache.serve("/", render);
    await cache.serve("/", render);
    await cache.serve("/", render);
    expect([await counted("hit"), await counted("miss")]).toEqual([hits + 2, misses + 1]);
  });

  it("keeps one page per path and query", async () => {
    const cache = new PageCache();
    await cache.serve("/?search=a", renderer("a").render);
    expect((await cache.serve("/?search=b", renderer("b").render)).page.body.toString()).toBe("b");
    expect((await cache.serve("/?search=a", renderer("other").render)).page.body.toString()).toBe("a");
  });

  it("never keeps what the render marks as not cacheable", async () => {
    const cache = new PageCache();
    const { render, calls } = renderer("with a cookie", false);
    await cache.serve("/", render);
    expect(await cache.serve("/", render)).toMatchObject({ hit: false });
    expect(calls.count).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("forgets everything on clear(), also what a render in flight would have stored", async () => {
    const cache = new PageCache();
    await cache.serve("/", renderer("old").render);
    cache.clear();
    let finish!: () => void;
    const slow = cache.serve("/articolo/1", () => new Promise<RenderedPage>((resolve) => (finish = () => resolve({ page: page("read before"), cacheable: true }))));
    await Promise.resolve();
    cache.clear();
    finish();
    expect(await slow).toMatchObject({ hit: false });
    expect(cache.size).toBe(0);
    expect((await cache.serve("/", renderer("new").render)).page.body.toString()).toBe("new");
  });

  it("lets concurrent requests for one page share a single render", async () => {
    const cache = new PageCache();
    const { render, calls } = renderer("home");
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.serve("/", render)));
    expect(calls.count).toBe(1);
    expect(results.filter((result) => !result.hit)).toHaveLength(1);
    expect(new Set(results.map((result) => result.page.nonce))).toEqual(new Set(["nonce-of-home"]));
  });

  it.each([
    ["fails", () => Promise.reject(new Error("render failed"))],
    ["cannot be kept", async () => ({ page: page("private"), cacheable: false })],
  ])("renders for each waiting request when the shared render %s", async (_case, first: () => Promise<RenderedPage>) => {
    const cache = new PageCache();
    const { render, calls } = renderer("own");
    const leader = cache.serve("/", first);
    const follower = cache.serve("/", render);
    await leader.catch(() => undefined);
    expect((await follower).page.body.toString()).toBe("own");
    expect(calls.count).toBe(1);
  });

  it("drops the least recently used page beyond maxEntries", async () => {
    const cache = new PageCache({ maxEntries: 2 });
    await cache.serve("/a", renderer("a").render);
    await cache.serve("/b", renderer("b").render);
    await cache.serve("/a", renderer("a2").render);
    await cache.serve("/c", renderer("c").render);
    expect(cache.size).toBe(2);
    expect(await cache.serve("/a", renderer("a3").render)).toMatchObject({ hit: true });
    expect(await cache.serve("/b", renderer("b2").render)).toMatchObject({ hit: false });
  });

  it("stays within maxBytes, counting the compressed copies", async () => {
    const cache = new PageCache({ maxBytes: 2_010 });
    const lookup = await cache.serve("/a", renderer("x".repeat(1_000)).render);
    await cache.serve("/b", renderer("y".repeat(1_000)).render);
    expect(cache.size).toBe(2);
    await lookup.encoded!("gzip");
    expect(cache.size).toBe(1);
    expect(await cache.serve("/a", renderer("again").render)).toMatchObject({ hit: false });
    expect(await cache.serve("/b", renderer("again").render)).toMatchObject({ hit: true });
  });

  it.each([
    ["br" as const, zlib.brotliDecompressSync],
    ["gzip" as const, zlib.gunzipSync],
  ])("compresses a kept page in %s once, to bytes that decompress to the page", async (encoding, decompress) => {
    const cache = new PageCache();
    const html = "<p>Notizie di Politica</p>".repeat(200);
    const first = await cache.serve("/", renderer(html).render);
    const compressed = await first.encoded!(encoding);
    expect(compressed.length).toBeLessThan(html.length / 10);
    expect(decompress(compressed).toString()).toBe(html);
    const second = await cache.serve("/", renderer(html).render);
    expect(await second.encoded!(encoding)).toBe(compressed);
  });

  it("offers no compressed copy of a page it did not keep", async () => {
    const cache = new PageCache();
    expect((await cache.serve("/", renderer("private", false).render)).encoded).toBeUndefined();
  });
});
