import { parseRssFeed } from "feedsmith";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import type { Database } from "../../db/database.js";
import { articles, rssFeeds } from "../../db/schema/index.js";
import { buildArticlesSitemap, buildSitemap } from "../../seo/sitemap.js";
import { CATEGORIES } from "../../shared/constants.js";

const PUBLIC_URL = "https://notizie.example.it";
const testDb = useTestDatabase();
const server = useTestApp(testDb, { publicUrl: PUBLIC_URL });

let serial = 0;
type ArticleRow = typeof articles.$inferInsert;

/** Stores articles, published (AI processed and completed) unless told otherwise; returns their ids in order. */
async function insertArticles(db: Database, rows: Array<Partial<ArticleRow> & { published_at: Date }>): Promise<string[]> {
  const values = rows.map((row) => {
    serial += 1;
    return {
      title: `Notizia numero ${serial}`,
      content_summary: `Il riassunto della notizia numero ${serial}.`,
      category: "politica",
      source_name: "Gazzetta di Prova",
      source_url: `https://gazzetta.example.it/articolo/${serial}`,
      canonical_url: `https://gazzetta.example.it/articolo/${serial}`,
      ai_processed: true,
      processing_status: "completed",
      ...row,
    };
  });
  const inserted = await db.insert(articles).values(values).returning({ id: articles.id });
  return inserted.map((row) => row.id);
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: "GET", url, headers });

function parseXml(xml: string): Document {
  const document = new new JSDOM().window.DOMParser().parseFromString(xml, "text/xml");
  expect(document.getElementsByTagName("parsererror"), "well-formed XML").toHaveLength(0);
  return document;
}

function locs(xml: string): string[] {
  return [...parseXml(xml).getElementsByTagName("loc")].map((node) => node.textContent ?? "");
}

describe("/rss.xml", () => {
  it("lists the latest 50 published articles, newest first, as RSS 2.0 with an Atom self link", async () => {
    const published = await insertArticles(
      testDb.db,
      Array.from({ length: 55 }, (_, index) => ({ published_at: hoursAgo(index + 1) })),
    );
    await insertArticles(testDb.db, [
      { published_at: hoursAgo(0.1), title: "In attesa", ai_processed: false, processing_status: "pending" },
      { published_at: hoursAgo(0.2), title: "Fallito", ai_processed: false, processing_status: "failed" },
      { published_at: hoursAgo(0.3), title: "Senza flag", ai_processed: false, processing_status: "completed" },
    ]);

    const response = await get("/rss.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const feed = parseRssFeed(response.body);
    expect(feed).toMatchObject({ title: "Rassegna", link: `${PUBLIC_URL}/`, language: "it-IT" });
    expect(feed.atom?.links).toEqual([{ href: `${PUBLIC_URL}/rss.xml`, rel: "self", type: "application/rss+xml" }]);
    const links = feed.items!.map((item) => item.link);
    expect(links).toEqual(published.slice(0, 50).map((id) => `${PUBLIC_URL}/articolo/${id}`));
    expect(feed.items!.map((item) => item.title)).not.toContain("In attesa");
    expect(new Date(feed.lastBuildDate!).getTime()).toBeGreaterThan(hoursAgo(1.1).getTime());
  });

  it("gives each item its permalink, date, summary, category and source, escaped", async () => {
    const feed = await testDb.db
      .insert(rssFeeds)
      .values({ name: "Gazzetta", feed_url: "https://gazzetta.example.it/feed?x=1&y=2" })
      .returning({ id: rssFeeds.id });
    const publishedAt = new Date("2026-03-05T14:30:00Z");
    const [id] = await insertArticles(testDb.db, [
      {
        published_at: publishedAt,
        feed_id: feed[0]!.id,
        title: "Salute & sanità: <script>alert(1)</script> nel decreto",
        content_summary: "Costi < previsti & tempi ]]> rapidi",
        category: "salute",
        source_name: "Gazzetta & Co.",
        source_url: "https://gazzetta.example.it/a?b=1&c=2",
      },
    ]);
    const response = await get("/rss.xml");
    expect(response.body).toContain("<title>Salute &amp; sanità: &lt;script&gt;alert(1)&lt;/script&gt; nel decreto</title>");
    expect(response.body).not.toContain("<script>");
    const [item] = parseRssFeed(response.body).items!;
    expect(item).toMatchObject({
      title: "Salute & sanità: <script>alert(1)</script> nel decreto",
      link: `${PUBLIC_URL}/articolo/${id}`,
      guid: { value: `${PUBLIC_URL}/articolo/${id}`, isPermaLink: true },
      pubDate: "Thu, 05 Mar 2026 14:30:00 GMT",
      description: "Costi < previsti & tempi ]]> rapidi",
      categories: [{ name: "Salute" }],
      source: { title: "Gazzetta & Co.", url: "https://gazzetta.example.it/feed?x=1&y=2" },
    });
    expect(response.body).toContain('<atom:link rel="via" href="https://gazzetta.example.it/a?b=1&amp;c=2"/>');
  });

  it("says who wrote each summary: the machine until the newsroom reviews it", async () => {
    await insertArticles(testDb.db, [
      { published_at: hoursAgo(1), content_summary: "Scritto dal modello.", processed_by_ai_provider: "openai" },
      { published_at: hoursAgo(2), content_summary: "Letto dalla redazione.", processed_by_ai_provider: "openai", summary_reviewed_at: hoursAgo(0.5) },
    ]);
    const descriptions = parseRssFeed((await get("/rss.xml")).body).items!.map((item) => item.description);
    expect(descriptions).toEqual([
      "Scritto dal modello. — Riassunto generato automaticamente con OpenAI.",
      "Letto dalla redazione. — Riassunto rivisto dalla redazione.",
    ]);
  });

  it("gives each category its own feed at /rss/{category}.xml, and a 404 for anything else", async () => {
    const [sport, , olderSport] = await insertArticles(testDb.db, [
      { published_at: hoursAgo(1), category: "sport", title: "Derby vinto" },
      { published_at: hoursAgo(2), category: "politica", title: "Legge approvata" },
      { published_at: hoursAgo(3), category: "sport", title: "Record nel nuoto" },
    ]);
    const response = await get("/rss/sport.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const feed = parseRssFeed(response.body);
    expect(feed).toMatchObject({ title: "Rassegna — Sport", link: `${PUBLIC_URL}/?category=sport`, language: "it-IT" });
    expect(feed.atom?.links).toEqual([{ href: `${PUBLIC_URL}/rss/sport.xml`, rel: "self", type: "application/rss+xml" }]);
    expect(feed.items!.map((item) => item.link)).toEqual([sport, olderSport].map((id) => `${PUBLIC_URL}/articolo/${id}`));
    for (const path of ["/rss/gossip.xml", "/rss/altro.xml", "/rss/SPORT.xml"]) expect((await get(path)).statusCode, path).toBe(404);
  });

  it("is a valid, empty channel when nothing is published", async () => {
    const feed = parseRssFeed((await get("/rss.xml")).body);
    expect(feed.title).toBe("Rassegna");
    expect(feed.items ?? []).toEqual([]);
  });

  it("answers 304 to a reader holding the same version, and a new ETag once an article is published", async () => {
    await insertArticles(testDb.db, [{ published_at: hoursAgo(2) }]);
    const first = await get("/rss.xml");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get("/rss.xml", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    await insertArticles(testDb.db, [{ published_at: hoursAgo(1) }]);
    const changed = await get("/rss.xml", { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe("/sitemap.xml", () => {
  it("lists the home, the 12 categories, the static pages and every published article with lastmod", async () => {
    const [newest, older] = await insertArticles(testDb.db, [
      { published_at: new Date("2026-03-05T10:00:00Z"), category: "sport", ai_processed_at: new Date("2026-03-05T10:05:00Z") },
      { published_at: new Date("2026-03-04T10:00:00Z"), category: "politica" },
    ]);
    const [hidden] = await insertArticles(testDb.db, [{ published_at: hoursAgo(1), ai_processed: false, processing_status: "pending" }]);

    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const urls = locs(response.body);
    expect(urls).toEqual([
      `${PUBLIC_URL}/`,
      ...CATEGORIES.map((category) => `${PUBLIC_URL}/?category=${category}`),
      ...["/about", "/how-it-works", "/contact", "/privacy", "/terms", "/cookie-policy", "/accessibilita"].map((path) => `${PUBLIC_URL}${path}`),
      // The one publisher of the published articles (listed-pages.ts); no topic has two articles.
      `${PUBLIC_URL}/fonte/gazzetta-di-prova`,
      `${PUBLIC_URL}/articolo/${older}`,
      `${PUBLIC_URL}/articolo/${newest}`,
    ]);
    expect(urls).not.toContain(`${PUBLIC_URL}/articolo/${hidden}`);
    expect(response.body).toContain(`<loc>${PUBLIC_URL}/articolo/${newest}</loc>\n    <lastmod>2026-03-05T10:05:00Z</lastmod>`);
    expect(response.body).toContain(`<loc>${PUBLIC_URL}/?category=sport</loc>\n    <lastmod>2026-03-05T10:00:00Z</lastmod>`);
    expect(response.body).toContain(`<loc>${PUBLIC_URL}/</loc>\n    <lastmod>2026-03-05T10:00:00Z</lastmod>`);
    expect(response.body).toContain(`<loc>${PUBLIC_URL}/?category=cultura</loc>\n  </url>`);
  });

  it("becomes an index of parts when the URLs do not fit one file, each article in exactly one part", async () => {
    const ids = await insertArticles(
      testDb.db,
      Array.from({ length: 25 }, (_, index) => ({ published_at: hoursAgo(100 - index) })),
    );
    const options = { db: testDb.db, publicUrl: PUBLIC_URL, partSize: 10 };
    expect(locs(await buildSitemap(options))).toEqual([
      `${PUBLIC_URL}/sitemap-pages.xml`,
      `${PUBLIC_URL}/sitemap-articles-1.xml`,
      `${PUBLIC_URL}/sitemap-articles-2.xml`,
      `${PUBLIC_URL}/sitemap-articles-3.xml`,
    ]);
    expect(parseXml(await buildSitemap(options)).documentElement.tagName).toBe("sitemapindex");
    const parts = await Promise.all([1, 2, 3].map(async (part) => locs((await buildArticlesSitemap({ ...options, part }))!)));
    expect(parts.map((part) => part.length)).toEqual([10, 10, 5]);
    expect(parts.flat()).toEqual(ids.map((id) => `${PUBLIC_URL}/articolo/${id}`));
    expect(await buildArticlesSitemap({ ...options, part: 4 })).toBeNull();
  });

  it("serves the parts, and 404 past the last one", async () => {
    const [id] = await insertArticles(testDb.db, [{ published_at: hoursAgo(3) }]);
    expect(locs((await get("/sitemap-articles-1.xml")).body)).toEqual([`${PUBLIC_URL}/articolo/${id}`]);
    // The home, the 12 categories, the 7 information pages and the one publisher.
    expect(locs((await get("/sitemap-pages.xml")).body)).toHaveLength(21);
    expect((await get("/sitemap-articles-2.xml")).statusCode).toBe(404);
    expect((await get("/sitemap-articles-0.xml")).statusCode).toBe(404);
  });
});

describe("/sitemap-news.xml", () => {
  it("lists only articles published in the last 48 hours, newest first, in Google News form", async () => {
    const [recent, older] = await insertArticles(testDb.db, [
      { published_at: hoursAgo(1), title: "Elezioni & risultati <oggi>" },
      { published_at: hoursAgo(47) },
    ]);
    const [stale, future, pending] = await insertArticles(testDb.db, [
      { published_at: hoursAgo(49) },
      { published_at: hoursAgo(-2) },
      { published_at: hoursAgo(2), ai_processed: false, processing_status: "pending" },
    ]);
    const response = await get("/sitemap-news.xml");
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const document = parseXml(response.body);
    expect(locs(response.body)).toEqual([`${PUBLIC_URL}/articolo/${recent}`, `${PUBLIC_URL}/articolo/${older}`]);
    for (const id of [stale, future, pending]) expect(response.body).not.toContain(id);
    const news = "http://www.google.com/schemas/sitemap-news/0.9";
    const first = document.getElementsByTagNameNS(news, "news")[0]!;
    expect(first.getElementsByTagNameNS(news, "name")[0]?.textContent).toBe("Rassegna");
    expect(first.getElementsByTagNameNS(news, "language")[0]?.textContent).toBe("it");
    expect(first.getElementsByTagNameNS(news, "title")[0]?.textContent).toBe("Elezioni & risultati <oggi>");
    expect(first.getElementsByTagNameNS(news, "publication_date")[0]?.textContent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });
});

describe("/robots.txt", () => {
  it("allows all but the dashboard and the API, and names both sitemaps", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /dashboard",
        "Disallow: /api/",
        "",
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        `Sitemap: ${PUBLIC_URL}/sitemap-news.xml`,
        "",
      ].join("\n"),
    );
  });
});
