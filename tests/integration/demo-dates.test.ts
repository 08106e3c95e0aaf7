import fs from "node:fs";
import path from "node:path";
import { DOMParser as HtmlParser } from "linkedom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWEST_AGE_MS, redateText, timeMap, writtenTimes } from "../../scripts/demo-dates.js";
import { startDemoHost, type DemoHost } from "../../scripts/demo-host.js";
import { decodeDocument } from "../../src/feeds/charset.js";
import { parseFeed } from "../../src/feeds/parse/parse-feed.js";

/**
 * The demo looks like today's news (issue 26): the host started with a `now`
 * serves every item of demo/ dated in the 48 hours before it, newest a few
 * minutes old, each date in its feed's own format, and the pages in step.
 */
const root = path.resolve(import.meta.dirname, "../..");
const demoDir = path.join(root, "demo");
const { feeds } = JSON.parse(fs.readFileSync(path.join(demoDir, "sources.json"), "utf8")) as { feeds: Array<{ name: string; path: string; format: string }> };
const HOUR = 3_600_000;

let host: DemoHost;
let started: Date;
/** Each feed as served: its text and its items as the sync parses them. */
const served: Array<{ path: string; format: string; text: string; items: ReturnType<typeof parseFeed>["items"] }> = [];

beforeAll(async () => {
  started = new Date();
  host = await startDemoHost({ root: demoDir, now: started });
  for (const feed of feeds) {
    const response = await fetch(`${host.origin}${feed.path}`);
    const body = new Uint8Array(await response.arrayBuffer());
    const text = decodeDocument(body, response.headers.get("content-type"), feed.format === "json" ? "json" : "xml");
    // The parser turns a future date into the `now` it is given: any item at `started` was dated in the future.
    served.push({ path: feed.path, format: feed.format, text, items: parseFeed(text, `${host.origin}${feed.path}`, started).items });
  }
});

afterAll(async () => {
  await host.close();
});

const page = (item: { link: string | null }) => fetch(item.link!).then((r) => r.text());
const html = (text: string) => new HtmlParser().parseFromString(text, "text/html");

describe("the demo host's dates", () => {
  it("dates every item within the 48 hours before the host started, the newest a few minutes old", () => {
    const times = served.flatMap((f) => f.items.map((item) => item.publishedAt!.getTime()));
    expect(times.length).toBeGreaterThanOrEqual(50);
    for (const time of times) {
      expect(time).toBeGreaterThan(started.getTime() - 48 * HOUR);
      expect(time).toBeLessThanOrEqual(started.getTime() - NEWEST_AGE_MS);
    }
    expect(started.getTime() - Math.max(...times)).toBeLessThanOrEqual(10 * 60_000);
  });

  it("spreads them naturally: each at its own minute, some within the hour, today and yesterday", () => {
    const ages = served.flatMap((f) => f.items.map((item) => started.getTime() - item.publishedAt!.getTime()));
    expect(new Set(ages.map((age) => Math.floor(age / 60_000))).size).toBe(ages.length);
    expect(ages.filter((age) => age < HOUR).length).toBeGreaterThanOrEqual(2);
    expect(ages.filter((age) => age >= HOUR && age < 24 * HOUR).length).toBeGreaterThanOrEqual(10);
    expect(ages.filter((age) => age >= 24 * HOUR).length).toBeGreaterThanOrEqual(10);
  });

  it.each(feeds.map((f) => [f.path]))("keeps %s's own date format and leaves no written date behind", (feedPath) => {
    const feed = served.find((f) => f.path === feedPath)!;
    const written = fs.readFileSync(path.join(demoDir, feedPath), "latin1");
    const dates = (text: string) => [...text.matchAll(/<(?:pubDate|published|updated|lastBuildDate)>([^<]+)<|"date_published": "([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
    const shape = (date: string) =>
      date
        .replace(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun),/, "Day,")
        .replace(/^(lun|mar|mer|gio|ven|sab|dom),/, "giorno,")
        .replace(/ (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) /, " Mon ")
        .replace(/ (gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic) /, " mese ")
        .replace(/\d/g, "0")
        .replace(/\+0[12]00$/, "+0R00")
        .replace(/\+0[12]:00$/, "+0R:00");
    // RFC 822 in RSS (Italian names where the publisher wrote them, GMT where it did), RFC 3339 in Atom and JSON Feed.
    expect(dates(feed.text).map(shape)).toEqual(dates(written).map(shape));
    for (const time of writtenTimes(feed.text)) expect(time).toBeGreaterThan(started.getTime() - 48 * HOUR);
  });

  it("keeps every article page in step with its item: published time, byline and the day's date", async () => {
    const today = new Intl.DateTimeFormat("it-IT", { timeZone: "Europe/Rome", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(started);
    for (const item of served.flatMap((f) => f.items)) {
      const text = await page(item);
      const doc = html(text);
      const published = doc.querySelector('meta[property="article:published_time"]')!.getAttribute("content")!;
      expect(Date.parse(published), item.link!).toBe(item.publishedAt!.getTime());
      const time = doc.querySelector("article time")!;
      expect(Date.parse(time.getAttribute("datetime")!)).toBe(item.publishedAt!.getTime());
      const words = new Intl.DateTimeFormat("it-IT", { timeZone: "Europe/Rome", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(item.publishedAt!);
      expect(time.textContent).toContain(words);
      expect(doc.querySelector(".top-bar span")!.textContent!.toLowerCase()).toBe(today);
      for (const date of writtenTimes(text)) expect(date).toBeGreaterThan(started.getTime() - 48 * HOUR);
    }
  });

  it("serves the same bytes on every request, so a second sync gets 304", async () => {
    const first = await fetch(`${host.origin}${feeds[0]!.path}`);
    const again = await fetch(`${host.origin}${feeds[0]!.path}`, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("serves no /corpus/ feed when the demo gives it no corpus folder", async () => {
    expect((await fetch(`${host.origin}/corpus/it/romatoday.rss.xml`)).status).toBe(404);
  });
});

describe("redateText", () => {
  const written = Date.parse("2026-11-21T07:15:00Z");
  it.each([
    ["sab, 21 nov 2026 08:15:00 +0100", "2027-07-15T12:00:00Z", "gio, 15 lug 2027 13:56:00 +0200"],
    ["Fri, 20 Nov 2026 07:15:00 GMT", "2027-01-10T09:00:00Z", "Fri, 08 Jan 2027 10:00:00 GMT"],
    ["Sat, 21 Nov 2026 08:15:00 +0100", "2027-07-15T12:00:00Z", "Thu, 15 Jul 2027 13:56:00 +0200"],
    ["Sat, 21 Nov 2026 07:15:00 GMT", "2027-01-10T09:00:00Z", "Sun, 10 Jan 2027 08:56:00 GMT"],
    ["2026-11-21T08:15:00+01:00", "2027-01-10T09:00:00Z", "2027-01-10T09:56:00+01:00"],
    ['<time datetime="2026-11-21T08:15:00+01:00">sabato 21 novembre 2026, ore 08:15</time>', "2027-07-15T12:00:00Z", '<time datetime="2027-07-15T13:56:00+02:00">giovedì 15 luglio 2027, ore 13:56</time>'],
    ["<span>Sabato 21 novembre 2026</span>", "2027-01-01T00:30:00Z", "<span>Venerdì 1 gennaio 2027</span>"],
  ])("writes %s as it was written, in Rome's time where it was (now %s)", (text, now, expected) => {
    const map = timeMap(written - 24 * HOUR, written, new Date(now));
    expect(redateText(text, map, new Date(now))).toBe(expected);
  });
});
