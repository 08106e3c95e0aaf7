import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { articlePage, prose, rss } from "../../../tests/helpers/feed-builder.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { startFeedHost, type FeedHost } from "../../../tests/servers/feed-host.js";
import { articles, rssFeeds } from "../../db/schema/index.js";
import { createFetcher, type Fetcher } from "../fetch/fetcher.js";
import { syncAllFeeds } from "../sync-all.js";

const testDb = useTestDatabase();
let host: FeedHost;
let fetcher: Fetcher;

beforeEach(async () => {
  host = await startFeedHost();
  fetcher = createFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: true, timeoutMs: 3_000 });
});
afterEach(async () => {
  await fetcher.close();
  await host.close();
});

const html = { "content-type": "text/html; charset=utf-8" };
/** A page with a long article, so a scrape would replace the feed's short text. */
const page = (title: string, head = "") => articlePage(title, [prose(120, 1), prose(120, 2), prose(120, 3)]).replace("</head>", `${head}</head>`);
/** Short feed text: the importer would fetch each page. */
const short = "Breve anticipazione dell'articolo.";

async function syncFeedOf(items: Array<{ title: string; path: string; image?: string }>, settings: Partial<typeof rssFeeds.$inferInsert> = {}) {
  host.route("/feed.xml", {
    headers: { "content-type": "application/rss+xml" },
    body: rss("Editore", items.map((item) => ({ title: item.title, link: host.url(item.path), text: short, ...(item.image && { image: host.url(item.image) }) }))),
  });
  await testDb.db.insert(rssFeeds).values({ name: "Editore", feed_url: host.url("/feed.xml"), max_age_days: 0, ...settings });
  const result = await syncAllFeeds({ db: testDb.db, fetcher });
  expect(result.success, result.error ?? "").toBe(true);
  const stored = await testDb.db.select().from(articles);
  return (title: string) => stored.find((article) => article.title === title)!;
}

describe("publishers' reservations at import", () => {
  it("does not scrape what the site's tdmrep.json reserves, keeps the feed's text and marks it; the rest is scraped", async () => {
    host.route("/.well-known/tdmrep.json", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ location: "/riservato/*", "tdm-reservation": 1 }]),
    });
    host.route("/riservato/1", { headers: html, body: page("Riservato") });
    host.route("/libero/1", { headers: html, body: page("Libero") });
    const article = await syncFeedOf([
      { title: "Riservato", path: "/riservato/1" },
      { title: "Libero", path: "/libero/1" },
    ]);

    expect(article("Riservato")).toMatchObject({ tdm_reserved: true, content_extraction_method: "rss", content_original: short });
    expect(host.requests("/riservato/1")).toHaveLength(0);
    expect(article("Libero")).toMatchObject({ tdm_reserved: false, content_extraction_method: "scraping" });
    // One read of the rules for the site, whatever the number of its items.
    expect(host.requests("/.well-known/tdmrep.json")).toHaveLength(1);
  });

  it("drops a page's text when the page itself reserves: the TDMRep header, its meta, or robots noai", async () => {
    host.route("/header", { headers: { ...html, "tdm-reservation": "1" }, body: page("Header") });
    host.route("/meta", { headers: html, body: page("Meta", '<meta name="tdm-reservation" content="1">') });
    host.route("/noai", { headers: html, body: page("Noai", '<meta name="robots" content="index, follow, noai, noimageai">') });
    host.route("/x-robots", { headers: { ...html, "x-robots-tag": "noai" }, body: page("XRobots") });
    host.route("/aperto", { headers: html, body: page("Aperto", '<meta name="robots" content="index, follow">') });
    const article = await syncFeedOf(["header", "meta", "noai", "x-robots", "aperto"].map((path) => ({ title: path, path: `/${path}` })));

    for (const reserved of ["header", "meta", "noai", "x-robots"]) {
      expect(article(reserved), reserved).toMatchObject({ tdm_reserved: true, content_extraction_method: "rss", content_original: short });
    }
    expect(article("aperto")).toMatchObject({ tdm_reserved: false, content_extraction_method: "scraping" });
  });

  it('reads a feed set "solo estratto" from the feed alone, and leaves out its pictures when they are not to be shown', async () => {
    host.route("/pezzo", { headers: html, body: page("Pezzo") });
    const article = await syncFeedOf([{ title: "Pezzo", path: "/pezzo", image: "/foto.jpg" }], { scrape_mode: "never", show_images: false });

    expect(article("Pezzo")).toMatchObject({ content_extraction_method: "rss", scraping_attempted: false, image_url: null, tdm_reserved: false });
    expect(host.requests("/pezzo")).toHaveLength(0);
    const [feed] = await testDb.db.select().from(rssFeeds).where(eq(rssFeeds.name, "Editore"));
    expect(feed).toMatchObject({ scrape_mode: "never", show_images: false, summary_max_chars: 300 });
  });
});
