import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rss, articlePage, prose } from "../../tests/helpers/feed-builder.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { startFeedHost, type FeedHost } from "../../tests/servers/feed-host.js";
import { onArticlesWaiting } from "../articles/lifecycle/index.js";
import { articles, errorLogs, jobLocks, rssFeeds } from "../db/schema/index.js";
import { errorText } from "../shared/error-text.js";
import { ShuttingDownError } from "../platform/errors.js";
import { createFetcher, type Fetcher } from "./fetch/fetcher.js";
import { SyncInProgressError, syncAllFeeds } from "./sync-all.js";

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

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 8, 0, 0));
const sync = () => syncAllFeeds({ db: testDb.db, fetcher });
// No age limit by default: these items carry fixed dates that age as the calendar moves on.
async function addFeed(name: string, path: string, importLimit = 10, maxAgeDays = 0) {
  const [feed] = await testDb.db.insert(rssFeeds).values({ name, feed_url: host.url(path), import_limit: importLimit, max_age_days: maxAgeDays }).returning();
  return feed!;
}

describe("a full sync", () => {
  it("imports the items as pending articles, marks the feed successful and answers the sync response", async () => {
    host.route("/feed.xml", {
      headers: { "content-type": "application/rss+xml" },
      body: rss("Il Quotidiano", [
        { title: "Primo articolo", link: host.url("/a/1"), pubDate: day(20) },
        { title: "Secondo articolo", link: host.url("/a/2"), pubDate: day(19), image: host.url("/img/2.jpg") },
      ]),
    });
    const feed = await addFeed("Il Quotidiano", "/feed.xml");

    const result = await sync();
    expect(result).toMatchObject({
      success: true,
      error: null,
      imported: 2,
      scraped: 0,
      feeds_processed: 1,
      feeds_succeeded: 1,
      feeds_failed: 0,
      results: [{ feedName: "Il Quotidiano", success: true, imported: 2, error: null }],
    });
    expect(result.duration_ms).toBeGreaterThanOrEqual(0);

    const stored = await testDb.db.select().from(articles).orderBy(articles.published_at);
    expect(stored.map((a) => a.title)).toEqual(["Secondo articolo", "Primo articolo"]);
    expect(stored[0]).toMatchObject({
      processing_status: "pending",
      ai_processed: false,
      source_name: "Il Quotidiano",
      source_url: host.url("/a/2"),
      image_url: host.url("/img/2.jpg"),
      content_extraction_method: "rss",
      scraping_attempted: false,
      feed_id: feed.id,
    });
    expect(stored[0]!.content_word_count).toBeGreaterThanOrEqual(200);
    expect(stored[0]!.reading_time).toBe(1);
    const [after] = await testDb.db.select().from(rssFeeds).where(eq(rssFeeds.id, feed.id));
    expect(after).toMatchObject({ last_sync_status: "success", consecutive_failures: 0, last_error: null });
    expect(after!.last_sync).not.toBeNull();
  });

  it("imports nothing twice: a second sync skips stored items, and a 304 counts as success", async () => {
    host.route("/feed.xml", { etag: '"v1"', body: rss("F", [{ title: "Uno", link: host.url("/a/1") }]) });
    await addFeed("F", "/feed.xml");
    expect((await sync()).imported).toBe(1);
    const second = await sync();
    expect(second).toMatchObject({ imported: 0, feeds_succeeded: 1 });
    expect(host.requests("/feed.xml").at(-1)?.headers["if-none-match"]).toBe('"v1"');
    expect(await testDb.db.$count(articles)).toBe(1);
  });

  it("wakes this process's AI queue once after a sync that imported, not after one that imported nothing", async () => {
    host.route("/feed.xml", { body: rss("F", [{ title: "Uno", link: host.url("/a/1") }]) });
    await addFeed("F", "/feed.xml");
    let wakes = 0;
    const stopListening = onArticlesWaiting(() => (wakes += 1));
    try {
      await sync();
      expect(wakes).toBe(1);
      await sync();
      expect(wakes).toBe(1);
    } finally {
      stopListening();
    }
  });

  it("keeps one article per canonical URL across feeds and tracking parameters", async () => {
    host.route("/one.xml", { body: rss("Uno", [{ title: "Notizia", link: "https://www.giornale.it/n/1?utm_source=rss" }]) });
    host.route("/two.xml", { body: rss("Due", [{ title: "Notizia", link: "https://giornale.it/n/1#commenti" }]) });
    await addFeed("Uno", "/one.xml");
    await addFeed("Due", "/two.xml");
    const result = await sync();
    expect(result.imported).toBe(1);
    expect(await testDb.db.$count(articles)).toBe(1);
  });

  it("takes at most import_limit newest items per sync", async () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ title: `N${i + 1}`, link: host.url(`/a/${i + 1}`), pubDate: day(i + 1) }));
    host.route("/feed.xml", { body: rss("F", items) });
    await addFeed("F", "/feed.xml", 3);
    expect((await sync()).imported).toBe(3);
    const titles = (await testDb.db.select({ title: articles.title }).from(articles)).map((a) => a.title).sort();
    expect(titles).toEqual(["N10", "N11", "N12"]);
  });

  it("leaves out items older than the feed's maximum age, keeping undated ones, so a new feed does not flood the home", async () => {
    const now = day(20);
    host.route("/feed.xml", {
      body: rss("F", [
        { title: "Ieri", link: host.url("/a/ieri"), pubDate: day(19) },
        { title: "Due settimane fa", link: host.url("/a/vecchio"), pubDate: day(6) },
        { title: "Senza data", link: host.url("/a/senza-data") },
      ]),
    });
    await addFeed("F", "/feed.xml", 10, 7);
    expect((await syncAllFeeds({ db: testDb.db, fetcher, now: () => now })).imported).toBe(2);
    const titles = (await testDb.db.select({ title: articles.title }).from(articles)).map((a) => a.title).sort();
    expect(titles).toEqual(["Ieri", "Senza data"]);
  });

  it("scrapes the page when the feed text is short, keeping Readability's text and the og:image", async () => {
    const paragraphs = Array.from({ length: 6 }, (_, i) => prose(60, i));
    host.route("/feed.xml", { body: rss("Breve", [{ title: "Solo un estratto", link: host.url("/pagina"), text: "Poche parole di anteprima." }]) });
    host.route("/pagina", { headers: { "content-type": "text/html; charset=utf-8" }, body: articlePage("Solo un estratto", paragraphs, "/img/og.jpg") });
    await addFeed("Breve", "/feed.xml");
    const result = await sync();
    expect(result).toMatchObject({ imported: 1, scraped: 1 });
    const [article] = await testDb.db.select().from(articles);
    expect(article).toMatchObject({ content_extraction_method: "scraping", scraping_attempted: true, image_url: host.url("/img/og.jpg") });
    expect(article!.content_word_count).toBeGreaterThan(300);
    expect(article!.content_original).not.toContain("P.IVA");
    expect(article!.content_original).not.toContain("<p>");
  });

  it("keeps the feed text when the page cannot be read", async () => {
    host.route("/feed.xml", { body: rss("Breve", [{ title: "Estratto", link: host.url("/sparita"), text: "Poche parole." }]) });
    host.route("/sparita", { status: 404, body: "no" });
    await addFeed("Breve", "/feed.xml");
    expect(await sync()).toMatchObject({ imported: 1, scraped: 0, feeds_failed: 0 });
    const [article] = await testDb.db.select().from(articles);
    expect(article).toMatchObject({ content_extraction_method: "rss", scraping_attempted: true, content_original: "Poche parole." });
  });
});

describe("failures", () => {
  it.each([
    ["an HTTP error", { status: 404, body: "not here" }, "http_status", /404/, "Il feed «Cattivo» ha risposto HTTP 404 (pagina non trovata)"],
    [
      "an HTML page",
      { headers: { "content-type": "text/html" }, body: "<!doctype html><html><body><p>Benvenuti</p></body></html>" },
      "not_a_feed",
      /./,
      "Il documento di «Cattivo» non è un feed RSS, Atom o JSON",
    ],
    [
      "a truncated JSON Feed",
      { headers: { "content-type": "application/feed+json" }, body: '{"version": "https://jsonfeed.org/version/1.1", "items": [' },
      "parse_error",
      /JSON/,
      "Il feed JSON «Cattivo» è malformato e non può essere letto",
    ],
  ])("records %s on the feed and in error_logs, and the sync goes on", async (_name, spec, reason, message, italian) => {
    host.route("/bad.xml", spec);
    host.route("/good.xml", { body: rss("Buono", [{ title: "Ok", link: host.url("/ok") }]) });
    const bad = await addFeed("Cattivo", "/bad.xml");
    await addFeed("Buono", "/good.xml");
    const result = await sync();
    expect(result).toMatchObject({ imported: 1, feeds_processed: 2, feeds_succeeded: 1, feeds_failed: 1 });
    // The reason too, which the sync's toast words in Italian (src/shared/feed-failure-text.ts).
    expect(result.results.find((r) => r.feedName === "Cattivo")).toMatchObject({ success: false, imported: 0, reason });
    const [row] = await testDb.db.select().from(rssFeeds).where(eq(rssFeeds.id, bad.id));
    expect(row).toMatchObject({ last_sync_status: "failed", consecutive_failures: 1, last_error_reason: reason });
    expect(row!.last_error).toMatch(message);
    const logs = await testDb.db.select().from(errorLogs);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ error_type: `feed_${reason}`, source: "rss-sync", severity: "medium", resolved: false });
    expect(logs[0]!.error_message).toContain("Cattivo");
    // Diagnostica words the stored English in Italian, naming the feed.
    expect(errorText(logs[0]!)).toEqual({ text: italian, detail: logs[0]!.error_message });
  });

  it("counts consecutive failures, raises severity at 5 and resets on success", async () => {
    host.route("/flaky.xml", { status: 500, body: "down" });
    const feed = await addFeed("Instabile", "/flaky.xml");
    for (let i = 0; i < 5; i++) await sync();
    const [failing] = await testDb.db.select().from(rssFeeds).where(eq(rssFeeds.id, feed.id));
    expect(failing!.consecutive_failures).toBe(5);
    const feedRows = (await testDb.db.select().from(errorLogs).orderBy(errorLogs.timestamp)).filter((l) => l.error_type === "feed_http_status");
    expect(feedRows.map((l) => l.severity)).toEqual(["medium", "medium", "medium", "medium", "high"]);
    host.route("/flaky.xml", { body: rss("Instabile", [{ title: "Torna", link: host.url("/t") }]) });
    await sync();
    const [healed] = await testDb.db.select().from(rssFeeds).where(eq(rssFeeds.id, feed.id));
    expect(healed).toMatchObject({ consecutive_failures: 0, last_sync_status: "success", last_error_reason: null });
  });

  it("writes one critical row after a sync in which every feed failed, none while one still works", async () => {
    host.route("/down-a.xml", { status: 500, body: "down" });
    host.route("/down-b.xml", { status: 404, body: "gone" });
    host.route("/up.xml", { body: rss("Vivo", [{ title: "Ok", link: host.url("/ok") }]) });
    await addFeed("Vivo", "/up.xml");
    await addFeed("Giù A", "/down-a.xml");
    await addFeed("Giù B", "/down-b.xml");
    const allFailing = () => testDb.db.select().from(errorLogs).where(eq(errorLogs.error_type, "feeds_all_failing"));
    await sync();
    expect(await allFailing()).toHaveLength(0);
    host.route("/up.xml", { status: 503, body: "maintenance" });
    await sync();
    const rows = await allFailing();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ severity: "critical", source: "rss-sync", resolved: false });
    expect(rows[0]!.error_message).toMatch(/^Every feed failed in the last sync \(3\): /);
    expect(rows[0]!.error_message).toContain('"Giù A"');
    expect(errorText(rows[0]!).text).toMatch(/^Tutti e 3 i feed provati nell'ultima sincronizzazione sono falliti: «.+», «.+», «.+»$/);
    await testDb.db.update(rssFeeds).set({ active: false });
    await sync();
    // No feed tried, no verdict.
    expect(await allFailing()).toHaveLength(1);
  });

  it("waits out a Retry-After before fetching the feed again", async () => {
    host.route("/busy.xml", { status: 429, headers: { "retry-after": "3600" }, body: "slow down" });
    const feed = await addFeed("Occupato", "/busy.xml");
    await sync();
    const [row] = await testDb.db.select().from(rssFeeds).where(eq(rssFeeds.id, feed.id));
    expect(row!.retry_after!.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    const second = await sync();
    expect(second.feeds_processed).toBe(0);
    expect(host.requests("/busy.xml")).toHaveLength(1);
  });

  it("skips inactive feeds", async () => {
    host.route("/off.xml", { body: rss("Spento", [{ title: "x", link: host.url("/x") }]) });
    const feed = await addFeed("Spento", "/off.xml");
    await testDb.db.update(rssFeeds).set({ active: false }).where(eq(rssFeeds.id, feed.id));
    expect(await sync()).toMatchObject({ feeds_processed: 0, imported: 0 });
    expect(host.requests("/off.xml")).toHaveLength(0);
  });
});

describe("one sync at a time", () => {
  it("refuses a second sync while one runs, and frees the lock afterwards", async () => {
    host.route("/slow.xml", { delayMs: 500, body: rss("Lento", [{ title: "x", link: host.url("/x") }]) });
    await addFeed("Lento", "/slow.xml");
    const first = sync();
    // The first holds the lock while it fetches the slow feed.
    await host.requested("/slow.xml");
    await expect(sync()).rejects.toBeInstanceOf(SyncInProgressError);
    expect((await first).imported).toBe(1);
    await expect(sync()).resolves.toMatchObject({ success: true });
    const [locks] = await testDb.db.execute(sql`select count(*)::int as n from job_locks`).then((r) => (r as unknown as { rows: Array<{ n: number }> }).rows);
    expect(locks?.n).toBe(0);
  });
});

describe("a sync cut by the stop signal", () => {
  it("ends at once with the stop's reason, blames no feed, stores no half-scraped batch and frees the lease", async () => {
    host.route("/stalls.xml", { delayMs: 120_000, body: rss("Ferma", [{ title: "x", link: host.url("/x") }]) });
    // A short item sends the importer to its page, which stalls too.
    host.route("/short.xml", { body: rss("Breve", [{ title: "Breve", link: host.url("/page"), text: "Due parole." }]) });
    host.route("/page", { delayMs: 120_000, body: articlePage("Breve", [prose(300)]) });
    await addFeed("Ferma", "/stalls.xml");
    await addFeed("Breve", "/short.xml");
    const stop = new AbortController();
    const running = syncAllFeeds({ db: testDb.db, fetcher, stopping: stop.signal });
    await vi.waitFor(() => expect(host.requests("/page")).toHaveLength(1), { timeout: 25_000 });
    stop.abort(new ShuttingDownError());

    await expect(running).rejects.toBeInstanceOf(ShuttingDownError);
    expect(await testDb.db.select().from(errorLogs)).toEqual([]);
    const feeds = await testDb.db.select({ failures: rssFeeds.consecutive_failures, status: rssFeeds.last_sync_status }).from(rssFeeds);
    expect(feeds).toEqual([
      { failures: 0, status: "pending" },
      { failures: 0, status: "pending" },
    ]);
    expect(await testDb.db.select().from(articles)).toEqual([]);
    expect(await testDb.db.select().from(jobLocks)).toEqual([]);
  });
});
