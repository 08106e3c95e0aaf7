import { describe, expect, it } from "vitest";
import { hasFilters, readListState, withFilter, writeListState } from "./list-state";

const read = (query: string) => readListState(new URLSearchParams(query));

describe("the articles list state in the URL", () => {
  it("reads every filter and the page", () => {
    expect(read("search=treni&category=altro&sentiment=negativo&ai_status=unprocessed&source=Il+Post&method=scraping&status=failed&page=3")).toEqual({
      filters: { search: "treni", category: "altro", sentiment: "negativo", ai_status: "unprocessed", source: "Il Post", method: "scraping", status: "failed" },
      page: 3,
    });
  });

  it("starts on page 1 with no filters", () => {
    expect(read("")).toEqual({ filters: {}, page: 1 });
  });

  it.each([
    ["an unknown category", "category=gossip"],
    ["an unknown sentiment", "sentiment=felice"],
    ["an unknown AI status", "ai_status=forse"],
    ["an unknown method", "method=ftp"],
    ["an unknown status", "status=archiviato"],
    ["a search under 3 characters", "search=%20ab%20"],
    ["empty values", "search=&category=&source=%20"],
  ])("leaves out %s", (_name, query) => {
    expect(read(query).filters).toEqual({});
  });

  it.each(["0", "-2", "1.5", "due", ""])("reads page %j as page 1", (page) => {
    expect(read(`page=${page}`).page).toBe(1);
  });

  it("trims the search and cuts it at 200 characters", () => {
    expect(read("search=%20%20treni%20regionali%20").filters.search).toBe("treni regionali");
    expect(read(`search=${"a".repeat(250)}`).filters.search).toHaveLength(200);
  });

  it("writes only what is set, page 1 left out, and reads back the same", () => {
    const state = { filters: { search: "50% di sconto", source: "Il Post & Co", category: undefined }, page: 1 };
    const params = writeListState(state);
    expect(params.toString()).toBe("search=50%25+di+sconto&source=Il+Post+%26+Co");
    expect(readListState(params)).toEqual({ filters: { search: "50% di sconto", source: "Il Post & Co" }, page: 1 });
    expect(writeListState({ filters: {}, page: 4 }).toString()).toBe("page=4");
  });

  it("goes back to page 1 when a filter changes, keeping the others; an empty value clears it", () => {
    const state = { filters: { category: "sport", status: "failed" }, page: 5 } as const;
    expect(withFilter(state, "sentiment", "positivo")).toEqual({ filters: { category: "sport", status: "failed", sentiment: "positivo" }, page: 1 });
    expect(writeListState(withFilter(state, "category", "")).toString()).toBe("status=failed");
  });

  it("knows when the list is filtered", () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ search: undefined })).toBe(false);
    expect(hasFilters({ method: "rss" })).toBe(true);
  });
});
