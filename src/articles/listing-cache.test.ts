import { describe, expect, it } from "vitest";
import type { ArticleListPage } from "../shared/articles.js";
import { ListingCache } from "./listing-cache.js";
import type { NormalizedListingFilters } from "./public-listing.js";

/** A stand-in for the database: counts its queries and answers a page naming the filters it was given. */
function fakeListing() {
  const calls: NormalizedListingFilters[] = [];
  const load = async (filters: NormalizedListingFilters): Promise<ArticleListPage> => {
    calls.push(filters);
    return { articles: [], next_cursor: null, total: calls.length, total_capped: false, lead: null };
  };
  return { calls, load };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("ListingCache", () => {
  it("answers a repeated listing from memory for its time to live, then queries again", async () => {
    let now = 0;
    const cache = new ListingCache({ ttlMs: 5_000, now: () => now });
    const { calls, load } = fakeListing();
    await cache.get({ category: "sport" }, load);
    now = 4_999;
    expect(await cache.get({ category: "sport" }, load)).toMatchObject({ total: 1 });
    now = 5_000;
    expect(await cache.get({ category: "sport" }, load)).toMatchObject({ total: 2 });
    expect(calls).toHaveLength(2);
  });

  it("keeps one entry for every spelling of a search (case, spaces), and queries with the normalized one", async () => {
    const cache = new ListingCache();
    const { calls, load } = fakeListing();
    for (const search of ["Sciopero  Treni", " sciopero treni ", "SCIOPERO\ttreni"]) await cache.get({ search }, load);
    expect(calls).toEqual([{ search: "sciopero treni", category: undefined, cursor: undefined, limit: 50 }]);
    // A category, a cursor or a different search is another listing.
    await cache.get({ search: "sciopero treni", category: "cronaca" }, load);
    await cache.get({ search: "sciopero treni", cursor: "abc" }, load);
    await cache.get({ search: "sciopero" }, load);
    expect(calls).toHaveLength(4);
  });

  it("lets concurrent requests for the same listing share one query", async () => {
    const cache = new ListingCache();
    const gate = deferred<ArticleListPage>();
    let queries = 0;
    const load = () => {
      queries += 1;
      return gate.promise;
    };
    const requests = [cache.get({ search: "meteo" }, load), cache.get({ search: "Meteo" }, load), cache.get({ search: " meteo" }, load)];
    gate.resolve({ articles: [], next_cursor: null, total: 7, total_capped: false, lead: null });
    expect((await Promise.all(requests)).map((page) => page.total)).toEqual([7, 7, 7]);
    expect(queries).toBe(1);
  });

  it("lets each waiter load for itself when the shared query fails (its caller was refused)", async () => {
    const cache = new ListingCache();
    const refused = deferred<ArticleListPage>();
    const first = cache.get({ search: "meteo" }, () => refused.promise);
    const { calls, load } = fakeListing();
    const second = cache.get({ search: "meteo" }, load);
    refused.reject(new Error("over the budget"));
    await expect(first).rejects.toThrow("over the budget");
    expect(await second).toMatchObject({ total: 1 });
    expect(calls).toHaveLength(1);
  });

  it("forgets everything on clear (public content changed), including what a query in flight read before it", async () => {
    const cache = new ListingCache();
    const { calls, load } = fakeListing();
    await cache.get({}, load);
    const slow = deferred<ArticleListPage>();
    const inFlight = cache.get({ category: "sport" }, () => slow.promise);
    cache.clear();
    slow.resolve({ articles: [], next_cursor: null, total: 0, total_capped: false, lead: null });
    await inFlight;
    expect(cache.size).toBe(0);
    await cache.get({}, load);
    await cache.get({ category: "sport" }, load);
    expect(calls).toHaveLength(3);
  });

  it("holds at most its number of entries, the least recently used leaving first", async () => {
    const cache = new ListingCache({ maxEntries: 2 });
    const { calls, load } = fakeListing();
    await cache.get({ search: "a" }, load);
    await cache.get({ search: "b" }, load);
    await cache.get({ search: "a" }, load);
    await cache.get({ search: "c" }, load);
    expect(cache.size).toBe(2);
    await cache.get({ search: "a" }, load);
    await cache.get({ search: "b" }, load);
    expect(calls.map((filters) => filters.search)).toEqual(["a", "b", "c", "b"]);
  });

  it("holds at most its bytes", async () => {
    const cache = new ListingCache({ maxBytes: 1_000 });
    const big = async (): Promise<ArticleListPage> => ({ articles: [], next_cursor: "x".repeat(400), total: 0, total_capped: false, lead: null });
    for (const search of ["a", "b", "c", "d"]) await cache.get({ search }, big);
    expect(cache.size).toBe(2);
  });

  it("keeps a topic's or publisher's page under its key until a change clears it, and never a page that found nothing", async () => {
    let loads = 0;
    const cache = new ListingCache();
    const topic = async () => ({ slug: "etna", loads: ++loads });
    expect(await cache.getScoped("tag:etna:", topic)).toEqual({ slug: "etna", loads: 1 });
    expect(await cache.getScoped("tag:etna:", topic)).toEqual({ slug: "etna", loads: 1 });
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.getScoped("tag:etna:", topic)).toEqual({ slug: "etna", loads: 2 });
    let misses = 0;
    const nothing = async () => {
      misses += 1;
      return null;
    };
    expect(await cache.getScoped("tag:roma:", nothing)).toBeNull();
    expect(await cache.getScoped("tag:roma:", nothing)).toBeNull();
    expect(misses).toBe(2);
  });
});
