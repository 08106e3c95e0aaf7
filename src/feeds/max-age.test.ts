import { describe, expect, it } from "vitest";
import { withinMaxAge } from "./max-age.js";
import type { ParsedItem } from "./types.js";

const now = new Date("2026-11-20T12:00:00Z");
const item = (title: string, publishedAt: Date | null): ParsedItem => ({ guid: title, title, link: `https://example.it/${title}`, summary: "", publishedAt, image: null, categories: [] });
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe("withinMaxAge", () => {
  const items = [item("oggi", daysAgo(0)), item("sei-giorni", daysAgo(6.9)), item("otto-giorni", daysAgo(8)), item("senza-data", null), item("anno-scorso", daysAgo(365))];

  it("drops dated items older than the maximum age and keeps undated ones", () => {
    expect(withinMaxAge(items, 7, now).map((entry) => entry.title)).toEqual(["oggi", "sei-giorni", "senza-data"]);
  });

  it("keeps everything when the feed has no age limit", () => {
    expect(withinMaxAge(items, 0, now)).toHaveLength(items.length);
  });

  it("counts whole days back from the sync, including the boundary", () => {
    expect(withinMaxAge([item("limite", daysAgo(1))], 1, now)).toHaveLength(1);
    expect(withinMaxAge([item("oltre", new Date(daysAgo(1).getTime() - 1))], 1, now)).toHaveLength(0);
  });
});
