import { inArray } from "drizzle-orm";
import { parseJsonFeed, parseRssFeed } from "feedsmith";
import type { LightMyRequestResponse } from "fastify";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { deleteArticles } from "../../articles/delete-articles.js";
import { articles } from "../../db/schema/index.js";

const PUBLIC_URL = "https://notizie.example.it";
const testDb = useTestDatabase();
const server = useTestApp(testDb, { publicUrl: PUBLIC_URL });

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: "GET", url, headers });
const articleLink = (id: string) => `${PUBLIC_URL}/articolo/${id}`;

/**
 * What every feed of the site must be, as the /rss.xml tests check it: RSS 2.0
 * that feedsmith reads, its media type and cache, its title, link and
 * language, an Atom self link, and the items (links) given, newest first.
 */
function expectRssChannel(response: LightMyRequestResponse, channel: { title: string; path: string; self: string; items: string[] }) {
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
  expect(response.headers["cache-control"]).toBe("public, max-age=300");
  expect(response.headers.etag).toMatch(/^W\/".+"$/);
  const feed = parseRssFeed(response.body);
  expect(feed).toMatchObject({ title: channel.title, link: `${PUBLIC_URL}${channel.path}`, language: "it-IT" });
  expect(feed.description).toBeTruthy();
  expect(feed.atom?.links).toEqual([{ href: `${PUBLIC_URL}${channel.self}`, rel: "self", type: "application/rss+xml" }]);
  expect(feed.items!.map((item) => item.link)).toEqual(channel.items.map(articleLink));
  for (const item of feed.items!) {
    expect(item.title).toBeTruthy();
    expect(item.guid).toEqual({ value: item.link, isPermaLink: true });
    expect(Number.isNaN(new Date(item.pubDate!).getTime())).toBe(false);
  }
  return feed;
}

describe("/rss/tag/{slug}.xml", () => {
  it("carries the topic's latest published articles, named as the articles write it", async () => {
    const [newer, older] = await insertPublished(testDb.db, [
      { title: "Scossa", keywords: ["Campi Flegrei"], published_at: hoursAgo(1), processed_by_ai_provider: "openai", content_summary: "Scossa avvertita." },
      { title: "Bradisismo", tags: ["campi flegrei"], published_at: hoursAgo(2) },
    ]);
    await insertPublished(testDb.db, [
      { title: "Altro", keywords: ["Napoli"], published_at: hoursAgo(0.5) },
      { title: "In attesa", keywords: ["Campi Flegrei"], published_at: hoursAgo(0.2), ai_processed: false, processing_status: "pending" },
    ]);
    const feed = expectRssChannel(await get("/rss/tag/campi-flegrei.xml"), {
      title: "Rassegna — Campi Flegrei",
      path: "/tag/campi-flegrei",
      self: "/rss/tag/campi-flegrei.xml",
      items: [newer!, older!],
    });
    // The machine-written summary says so, as in /rss.xml.
    expect(feed.items![0]!.description).toBe("Scossa avvertita. — Riassunto generato automaticamente con OpenAI.");
  });

  it("is a 404 for a topic nothing published carries, and for what is not a slug", async () => {
    await insertPublished(testDb.db, [{ keywords: ["Napoli"], ai_processed: false, processing_status: "failed" }]);
    for (const path of ["/rss/tag/napoli.xml", "/rss/tag/roma.xml", "/rss/tag/Napoli.xml", "/rss/tag/a--b.xml", "/rss/tag/.xml"]) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
  });

  it("answers 304 to a reader holding the same version", async () => {
    await insertPublished(testDb.db, [{ keywords: ["Etna"], published_at: hoursAgo(1) }]);
    const etag = (await get("/rss/tag/etna.xml")).headers.etag as string;
    expect((await get("/rss/tag/etna.xml", { "if-none-match": etag })).statusCode).toBe(304);
  });
});

describe("/rss/fonte/{slug}.xml", () => {
  it("carries the publisher's latest published articles under each spelling of its name", async () => {
    const [first, second] = await insertPublished(testDb.db, [
      { source_name: "Il Sole 24 Ore", published_at: hoursAgo(1) },
      { source_name: "Il sole 24 ore", published_at: hoursAgo(2) },
      { source_name: "ANSA", published_at: hoursAgo(0.5) },
    ]);
    expectRssChannel(await get("/rss/fonte/il-sole-24-ore.xml"), {
      title: "Rassegna — Il Sole 24 Ore",
      path: "/fonte/il-sole-24-ore",
      self: "/rss/fonte/il-sole-24-ore.xml",
      items: [first!, second!],
    });
    expect((await get("/rss/fonte/sconosciuta.xml")).statusCode).toBe(404);
  });
});

describe("/feed.json", () => {
  it("is JSON Feed 1.1 with the items of /rss.xml, the summary's disclosure among them", async () => {
    const [newer, older] = await insertPublished(testDb.db, [
      {
        title: "Scritto dal modello",
        content_summary: "Il riassunto.",
        processed_by_ai_provider: "openai",
        category: "sport",
        source_name: "ANSA",
        source_url: "https://www.ansa.it/sport/uno",
        published_at: new Date("2026-03-05T14:30:00Z"),
      },
      { title: "Senza riassunto", content_summary: null, published_at: new Date("2026-03-04T14:30:00Z") },
    ]);
    await insertPublished(testDb.db, [{ title: "In attesa", ai_processed: false, processing_status: "pending" }]);
    const response = await get("/feed.json");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/feed+json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const raw = response.json() as { version: string };
    expect(raw.version).toBe("https://jsonfeed.org/version/1.1");
    const feed = parseJsonFeed(response.body);
    expect(feed).toMatchObject({ title: "Rassegna", home_page_url: `${PUBLIC_URL}/`, feed_url: `${PUBLIC_URL}/feed.json`, language: "it-IT" });
    // Every item has its id and a text (the specification's requirements), the same items as /rss.xml, in its order.
    for (const item of feed.items!) expect(item.id && (item.content_text || item.content_html)).toBeTruthy();
    const rssLinks = parseRssFeed((await get("/rss.xml")).body).items!.map((item) => item.link);
    expect(feed.items!.map((item) => item.url)).toEqual(rssLinks);
    expect(feed.items!.map((item) => item.url)).toEqual([newer!, older!].map(articleLink));
    expect(feed.items![0]).toMatchObject({
      id: articleLink(newer!),
      external_url: "https://www.ansa.it/sport/uno",
      title: "Scritto dal modello",
      content_text: "Il riassunto. — Riassunto generato automaticamente con OpenAI.",
      date_published: "2026-03-05T14:30:00.000Z",
      authors: [{ name: "ANSA" }],
      tags: ["Sport"],
    });
    expect(feed.items![1]!.content_text).toBe("Senza riassunto");
  });

  it("is a valid feed with no items when nothing is published", async () => {
    const feed = parseJsonFeed((await get("/feed.json")).body);
    expect(feed.items ?? []).toEqual([]);
  });
});

describe("topics and publishers in the sitemaps", () => {
  function locs(xml: string): string[] {
    const document = new new JSDOM().window.DOMParser().parseFromString(xml, "text/xml");
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    return [...document.getElementsByTagName("loc")].map((node) => node.textContent ?? "");
  }

  it("lists topics with two published articles and every publisher, dated by their newest", async () => {
    await insertPublished(testDb.db, [
      { keywords: ["Campi Flegrei", "Napoli"], source_name: "ANSA", published_at: hoursAgo(1) },
      { tags: ["campi flegrei"], keywords: ["napoli", "Città"], source_name: "Il Mattino", published_at: hoursAgo(5) },
      // One article, however often it says it: a thin page, left out.
      { keywords: ["Etna", "etna"], tags: ["ETNA"], source_name: "ANSA", published_at: hoursAgo(2) },
      { keywords: ["città"], source_name: "ANSA", published_at: hoursAgo(3) },
    ]);
    await insertPublished(testDb.db, [
      { keywords: ["Segreto"], source_name: "Nascosta", ai_processed: false, processing_status: "pending" },
      { keywords: ["Segreto"], source_name: "Nascosta", ai_processed: false, processing_status: "pending" },
    ]);
    const urls = locs((await get("/sitemap-pages.xml")).body);
    const listed = urls.filter((url) => url.includes("/tag/") || url.includes("/fonte/"));
    // The most written about first, then by slug; spellings that read as one slug are one topic.
    expect(listed).toEqual([
      `${PUBLIC_URL}/tag/campi-flegrei`,
      `${PUBLIC_URL}/tag/citta`,
      `${PUBLIC_URL}/tag/napoli`,
      `${PUBLIC_URL}/fonte/ansa`,
      `${PUBLIC_URL}/fonte/il-mattino`,
    ]);
    const body = (await get("/sitemap.xml")).body;
    expect(body).toMatch(new RegExp(`<loc>${PUBLIC_URL}/tag/campi-flegrei</loc>\\n    <lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod>`));
    expect(locs(body)).toEqual(expect.arrayContaining(listed));
  });
});

describe("story pages in the sitemaps", () => {
  it("lists the stories told by two publishers in the last 30 days, dated by their newest report, and no story of one", async () => {
    const [first, second, sameSource, alone, old, oldJoined] = await insertPublished(testDb.db, [
      { source_name: "ANSA", published_at: hoursAgo(3) },
      { source_name: "Il Mattino", published_at: hoursAgo(1) },
      { source_name: "ANSA", published_at: hoursAgo(2) },
      { source_name: "ANSA", published_at: hoursAgo(2) },
      { source_name: "ANSA", published_at: hoursAgo(40 * 24) },
      { source_name: "Il Mattino", published_at: hoursAgo(40 * 24 - 1) },
    ]);
    const group = (story: string, ids: string[]) => testDb.db.update(articles).set({ story_id: story }).where(inArray(articles.id, ids));
    await group(first!, [first!, second!]);
    await group(alone!, [alone!, sameSource!]);
    await group(old!, [old!, oldJoined!]);
    const body = (await get("/sitemap-pages.xml")).body;
    const stories = [...body.matchAll(/<loc>([^<]*\/storia\/[^<]*)<\/loc>\n {4}<lastmod>([^<]*)<\/lastmod>/g)];
    expect(stories.map(([, loc]) => loc)).toEqual([`${PUBLIC_URL}/storia/${first}`]);
    expect(Date.parse(stories[0]![2]!)).toBeGreaterThan(Date.now() - 2 * 3_600_000);
  });
});

describe("a deleted article", () => {
  it("leaves its topic's feed at once, and the topic with it when it was the last", async () => {
    const [id] = await insertPublished(testDb.db, [{ keywords: ["Stromboli"], published_at: hoursAgo(1) }]);
    expect((await get("/rss/tag/stromboli.xml")).statusCode).toBe(200);
    await deleteArticles(testDb.db, [id!]);
    expect((await get("/rss/tag/stromboli.xml")).statusCode).toBe(404);
  });
});
