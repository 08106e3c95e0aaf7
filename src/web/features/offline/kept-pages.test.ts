import { describe, expect, it } from "vitest";
import { KEPT_AT_HEADER, KEPT_TITLE_HEADER, PAGES_CACHE } from "../../../shared/offline";
import { readKeptPages } from "./kept-pages";

/** A CacheStorage holding one cache of pages, as the service worker stores them. */
function storageWith(pages: Array<{ path: string; title?: string; keptAt: number }> | undefined): CacheStorage {
  const entries = (pages ?? []).map((page) => ({
    request: new Request(`https://rassegna.example${page.path}`),
    response: new Response("<html></html>", {
      headers: { [KEPT_AT_HEADER]: String(page.keptAt), ...(page.title === undefined ? {} : { [KEPT_TITLE_HEADER]: page.title }) },
    }),
  }));
  const cache = {
    keys: async () => entries.map((entry) => entry.request),
    match: async (request: Request) => entries.find((entry) => entry.request.url === request.url)?.response,
  };
  return {
    has: async (name: string) => pages !== undefined && name === PAGES_CACHE,
    open: async () => cache,
  } as unknown as CacheStorage;
}

describe("readKeptPages", () => {
  it("lists the kept pages newest first, with their titles decoded", async () => {
    const pages = await readKeptPages(
      storageWith([
        { path: "/", title: encodeURIComponent("Rassegna: le notizie"), keptAt: 1_000 },
        { path: "/articolo/1", title: encodeURIComponent("Perché l’Italia è così"), keptAt: 3_000 },
        { path: "/about", title: "%E0%A4%A", keptAt: 2_000 },
        { path: "/terms", keptAt: 500 },
      ]),
    );
    expect(pages.map((page) => [page.path, page.title, page.keptAt.getTime()])).toEqual([
      ["/articolo/1", "Perché l’Italia è così", 3_000],
      ["/about", "/about", 2_000],
      ["/", "Rassegna: le notizie", 1_000],
      ["/terms", "/terms", 500],
    ]);
  });

  it("lists none when the worker never kept a page", async () => {
    expect(await readKeptPages(storageWith(undefined))).toEqual([]);
  });
});
