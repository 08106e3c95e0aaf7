import { describe, expect, it } from "vitest";
import { formatAverage, formatCount, formatDay, formatLongDay, formatShare, formatTick, periodFromSearch, searchForPeriod } from "./statistics-view";

describe("the period in the address", () => {
  it.each([
    ["", "week"],
    ["?period=today", "today"],
    ["?period=month", "month"],
    ["?period=year", "year"],
    ["?period=decade", "week"],
    ["?period=", "week"],
  ])("reads %j as %s", (search, period) => {
    expect(periodFromSearch(new URLSearchParams(search))).toBe(period);
  });

  it("writes the default week as a plain address and keeps other parameters", () => {
    expect(searchForPeriod(new URLSearchParams("period=year&x=1"), "week").toString()).toBe("x=1");
    expect(searchForPeriod(new URLSearchParams("x=1"), "month").toString()).toBe("x=1&period=month");
  });
});

describe("numbers and days in Italian", () => {
  it("groups thousands, keeps one decimal of an average and writes shares as percentages", () => {
    expect(formatCount(12500)).toBe("12.500");
    expect(formatAverage(2.456, "–")).toBe("2,5");
    expect(formatAverage(null, "–")).toBe("–");
    expect(formatShare(3, 7)).toBe("42,9%");
    expect(formatShare(0, 0)).toBe("0%");
  });

  it("writes a Rome calendar day as dd/MM/yy whatever the browser's zone", () => {
    expect(formatDay("2026-03-29")).toBe("29/03/26");
    expect(formatTick("2026-03-29")).toBe("29/03");
    expect(formatLongDay("2026-11-25")).toBe("mer 25/11/26");
  });
});
