import { describe, expect, it } from "vitest";
import { categoryBarHref, clearHref, nextPageUrl, readHomeFilters, resultCount } from "./home-filters";

describe("readHomeFilters", () => {
  it.each([
    ["/", { search: null, category: null }],
    ["/?search=%20%20elezioni%20", { search: "elezioni", category: null }],
    ["/?search=%20%20%20", { search: null, category: null }],
    ["/?category=sport", { search: null, category: "sport" }],
    ["/?category=altro", { search: null, category: null }],
    ["/?category=SPORT", { search: null, category: null }],
    ["/?search=citt%C3%A0&category=cronaca", { search: "città", category: "cronaca" }],
  ])("%s", (path, expected) => {
    expect(readHomeFilters(new URL(path, "http://rassegna.test"))).toEqual(expected);
  });

  it("cuts a search to the 200 characters the API accepts", () => {
    const filters = readHomeFilters(new URL(`/?search=${"a".repeat(300)}`, "http://rassegna.test"));
    expect(filters.search).toHaveLength(200);
  });
});

describe("nextPageUrl", () => {
  it("keeps search and category beside the cursor", () => {
    const url = new URL(nextPageUrl({ search: "caro & affitti", category: "economia" }, "abc"), "http://rassegna.test");
    expect(url.pathname).toBe("/api/articles");
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: "caro & affitti", category: "economia", cursor: "abc" });
  });

  it("sends only the cursor for the plain listing", () => {
    expect(nextPageUrl({ search: null, category: null }, "xyz")).toBe("/api/articles?cursor=xyz");
  });
});

describe("resultCount", () => {
  it.each([
    [0, "0 articoli trovati"],
    [1, "1 articolo trovato"],
    [2, "2 articoli trovati"],
    [12500, "12.500 articoli trovati"],
  ])("%i", (total, text) => {
    expect(resultCount(total)).toBe(text);
  });

  it("says 'oltre' when a search stopped counting", () => {
    expect(resultCount(1000, true)).toBe("oltre 1000 articoli trovati");
  });
});

describe("links of the category bar and the clear chips", () => {
  const both = { search: "caro & affitti", category: "economia" } as const;

  it("keeps the search when a category is picked, and drops the category for \"Tutte\"", () => {
    expect(categoryBarHref(both, "sport")).toBe("/?search=caro+%26+affitti&category=sport");
    expect(categoryBarHref(both, null)).toBe("/?search=caro+%26+affitti");
    expect(categoryBarHref({ search: null, category: "sport" }, null)).toBe("/");
    expect(categoryBarHref({ search: null, category: null }, "viaggi")).toBe("/?category=viaggi");
  });

  it("clears one filter and keeps the other", () => {
    expect(clearHref(both, "search")).toBe("/?category=economia");
    expect(clearHref(both, "category")).toBe("/?search=caro+%26+affitti");
    expect(clearHref({ search: "elezioni", category: null }, "search")).toBe("/");
  });
});
