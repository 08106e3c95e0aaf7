import { describe, expect, it } from "vitest";
import { GAP, openPageList, pageList } from "./pagination-pages";

describe("pageList", () => {
  it.each([
    { current: 1, count: 0, expected: [] },
    { current: 1, count: 1, expected: [1] },
    { current: 1, count: 2, expected: [1, 2] },
    { current: 1, count: 5, expected: [1, 2, 3, 4, 5] },
    { current: 4, count: 7, expected: [1, 2, 3, 4, 5, 6, 7] },
    { current: 1, count: 10, expected: [1, 2, 3, 4, 5, GAP, 10] },
    { current: 4, count: 10, expected: [1, 2, 3, 4, 5, GAP, 10] },
    { current: 5, count: 10, expected: [1, GAP, 4, 5, 6, GAP, 10] },
    { current: 6, count: 10, expected: [1, GAP, 5, 6, 7, GAP, 10] },
    { current: 7, count: 10, expected: [1, GAP, 6, 7, 8, 9, 10] },
    { current: 10, count: 10, expected: [1, GAP, 6, 7, 8, 9, 10] },
  ])("page $current of $count", ({ current, count, expected }) => {
    expect(pageList(current, count)).toEqual(expected);
  });

  it("clamps a page outside the range", () => {
    expect(pageList(0, 10)).toEqual(pageList(1, 10));
    expect(pageList(99, 10)).toEqual(pageList(10, 10));
  });

  it("shows more neighbours when asked", () => {
    expect(pageList(10, 20, 2)).toEqual([1, GAP, 8, 9, 10, 11, 12, GAP, 20]);
  });

  it("always shows seven buttons past seven pages, with the first, the last and the current one", () => {
    for (let current = 1; current <= 50; current += 1) {
      const list = pageList(current, 50);
      expect(list).toHaveLength(7);
      expect(list[0]).toBe(1);
      expect(list.at(-1)).toBe(50);
      expect(list).toContain(current);
      // No page shows twice.
      const pages = list.filter((item): item is number => item !== GAP);
      expect(new Set(pages).size).toBe(pages.length);
    }
  });
});

describe("openPageList", () => {
  it("shows no last page but the next one after those counted, then a gap", () => {
    expect(openPageList(1, 500)).toEqual([1, 2, 3, 4, 5, GAP]);
    expect(openPageList(250, 500)).toEqual([1, GAP, 249, 250, 251, GAP]);
    expect(openPageList(500, 500)).toEqual([1, GAP, 498, 499, 500, 501, GAP]);
    expect(openPageList(1, 1)).toEqual([1, 2, GAP]);
  });
});
