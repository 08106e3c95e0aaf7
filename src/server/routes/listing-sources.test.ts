import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { articlePage, prose } from "../../../tests/helpers/feed-builder.js";
import { signIn, useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { startFeedHost, type FeedHost } from "../../../tests/servers/feed-host.js";
import { articles } from "../../db/schema/index.js";

const testDb = useTestDatabase();
// The fixture's dates are late November 2026: the sync's clock stands just after them.
const server = useTestApp(testDb, {}, { now: () => new Date("2026-11-30T12:00:00Z") });
let host: FeedHost;
let token: string;

const LISTING = readFileSync(new URL("../../../tests/fixtures/pages/listings/elenco-senza-feed.html", import.meta.url), "utf8");
const SELECTORS = { item: "article.notizia", title: "h2.titolo", link: "h2 a", date: ".data", summary: ".abstract" };
const ARTICLE_PATHS = [
  "/notizie/2026/nuova-biblioteca",
  "/notizie/2026/raccolta-differenziata-calendario",
  "/notizie/2026/lavori-ponte-fiume",
];

beforeEach(async () => {
  host = await startFeedHost();
  token = (await signIn(server.app)).session.access_token;
  host.route("/notizie", { headers: { "content-type": "text/html; charset=utf-8" }, body: LISTING });
  ARTICLE_PATHS.forEach((path, index) =>
    host.route(path, { headers: { "content-type": "text/html; charset=utf-8" }, body: articlePage(`Articolo ${index}`, [prose(140, index), prose(120, index + 1)]) }),
  );
});
afterEach(async () => {
  await host.close();
});

function call(method: "GET" | "POST", url: string, payload?: object) {
  return server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

describe("POST /api/admin/feeds/listing/test", () => {
  it("fetches the page and shows the items its selectors find, storing nothing", async () => {
    const response = await call("POST", "/api/admin/feeds/listing/test", { url: host.url("/notizie"), selectors: { ...SELECTORS, summary: "" } });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ title: "Notizie – Comune di Valdorso", item_count: 4 });
    expect(result.items[0]).toEqual({ title: "Inaugurata la nuova biblioteca di via dei Tigli", link: host.url("/notizie/2026/nuova-biblioteca"), published_at: "2026-11-29T00:00:00.000Z" });
    expect(result.items[3].link).toBe("https://provincia.example/comunicati/bando-trasporti");
    expect(await testDb.db.$count(articles)).toBe(0);
  });

  it("refuses a selector the parser cannot read with a 400 that names it, before fetching", async () => {
    const response = await call("POST", "/api/admin/feeds/listing/test", { url: host.url("/notizie"), selectors: { ...SELECTORS, link: "a[href" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "invalid_selector", message: expect.stringContaining("selectors.link is not a valid CSS selector") });
    expect(host.requests("/notizie")).toHaveLength(0);
  });

  it("answers 422 with the reason when the selectors find nothing or the page cannot be read", async () => {
    const nothing = await call("POST", "/api/admin/feeds/listing/test", { url: host.url("/notizie"), selectors: { ...SELECTORS, item: "li.voce" } });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json()).toMatchObject({ error: "parse_error", message: "The item selector matched nothing on the page: li.voce" });
    host.route("/sparita", { status: 404, body: "" });
    const gone = await call("POST", "/api/admin/feeds/listing/test", { url: host.url("/sparita"), selectors: SELECTORS });
    expect(gone.statusCode).toBe(422);
    expect(gone.json()).toMatchObject({ error: "http_status" });
  });
});

describe("a page without a feed as a source", () => {
  it("is refused with an invalid or missing selector, and nothing is stored", async () => {
    const bad = await call("POST", "/api/admin/feeds/listing", { name: "Comune", feed_url: host.url("/notizie"), selectors: { ...SELECTORS, item: "article.notizia:nth-child(" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: "invalid_selector", message: expect.stringContaining("selectors.item") });
    const missing = await call("POST", "/api/admin/feeds/listing", { name: "Comune", feed_url: host.url("/notizie"), selectors: { ...SELECTORS, title: " " } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("selectors.title is required");
    expect((await call("GET", "/api/admin/feeds")).json()).toEqual([]);
  });

  it("is added beside the feeds, yields its items at sync as articles (scraped, not twice) and is deleted like a feed", async () => {
    const created = await call("POST", "/api/admin/feeds/listing", { name: "Comune di Valdorso", feed_url: host.url("/notizie"), selectors: SELECTORS, max_age_days: 0, default_category: "cronaca" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ kind: "listing", listing_selectors: SELECTORS, import_limit: 10, default_category: "cronaca" });
    const again = await call("POST", "/api/admin/feeds/listing", { name: "Doppione", feed_url: host.url("/notizie"), selectors: SELECTORS });
    expect(again.statusCode).toBe(409);
    // A feed keeps being a feed, and a listing page is no feed to export.
    await call("POST", "/api/admin/feeds", { name: "Un feed", feed_url: "https://feed.example/rss", force: true });
    expect((await call("GET", "/api/admin/feeds")).json().map((feed: { kind: string }) => feed.kind)).toEqual(["feed", "listing"]);
    expect((await call("GET", "/api/admin/feeds/opml")).body).not.toContain("/notizie");

    // The off-site item answers nothing here: its page cannot be scraped, so it keeps its teaser text.
    const sync = await call("POST", "/api/functions/import-rss-articles");
    expect(sync.json().results).toContainEqual(expect.objectContaining({ feedName: "Comune di Valdorso", success: true, imported: 4 }));
    expect(host.requests("/notizie")[0]!.headers.accept).toContain("text/html");
    const stored = await testDb.db.select().from(articles).orderBy(articles.published_at);
    expect(stored.map((article) => [article.source_url, article.published_at?.toISOString(), article.content_extraction_method])).toEqual([
      ["https://provincia.example/comunicati/bando-trasporti", "2026-11-24T16:45:00.000Z", "rss"],
      [host.url("/notizie/2026/lavori-ponte-fiume?utm_source=home"), "2026-11-25T00:00:00.000Z", "scraping"],
      [host.url("/notizie/2026/raccolta-differenziata-calendario"), "2026-11-27T08:30:00.000Z", "scraping"],
      [host.url("/notizie/2026/nuova-biblioteca"), "2026-11-29T00:00:00.000Z", "scraping"],
    ]);
    expect(stored.every((article) => article.feed_id === created.json().id && article.source_name === "Comune di Valdorso")).toBe(true);
    expect(stored[0]!.title).toBe("Bando della Provincia per il trasporto scolastico");

    const second = await call("POST", "/api/functions/import-rss-articles");
    expect(second.json().results).toContainEqual(expect.objectContaining({ feedName: "Comune di Valdorso", success: true, imported: 0 }));
    expect(await testDb.db.$count(articles)).toBe(4);
  });
});
