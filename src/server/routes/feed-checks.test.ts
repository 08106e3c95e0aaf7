import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closedPort } from "../../../tests/helpers/closed-port.js";
import { prose, rss } from "../../../tests/helpers/feed-builder.js";
import { useTestApp, signIn } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { startFeedHost, type FeedHost } from "../../../tests/servers/feed-host.js";
import { articles, rssFeeds } from "../../db/schema/index.js";
import { USUAL_FEED_PATHS } from "../../feeds/discover/discover-feeds.js";
import { feedFailureText } from "../../shared/feed-failure-text.js";

// Issue 31, deliverables 1 and 3: a feed is read before it is added, a site's address finds its feeds,
// and each feed says how its pages are read (docs/product.md#feed-rss).

const testDb = useTestDatabase();
const server = useTestApp(testDb);
let host: FeedHost;
let token: string;

beforeEach(async () => {
  host = await startFeedHost();
  token = (await signIn(server.app)).session.access_token;
});
afterEach(async () => {
  await host.close();
});

function call(method: "GET" | "POST" | "PATCH", url: string, payload?: object) {
  return server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

const html = { "content-type": "text/html; charset=utf-8" };
const NEWEST = new Date("2026-11-29T08:30:00Z");

function serveFeed(path: string, title = "Notizie del sito") {
  host.route(path, {
    headers: { "content-type": "application/rss+xml" },
    body: rss(title, [
      { title: "Vecchia", link: host.url("/vecchia"), pubDate: new Date("2026-11-20T10:00:00Z") },
      { title: "Nuova", link: host.url("/nuova"), pubDate: NEWEST },
      { title: "Senza data", link: host.url("/senza-data") },
    ]),
  });
}

describe("POST /api/admin/feeds reads the feed first", () => {
  it("adds a feed that parses, answering its title, item count and newest date", async () => {
    serveFeed("/feed.xml");
    const response = await call("POST", "/api/admin/feeds", { name: "Sito", feed_url: host.url("/feed.xml") });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: "Sito", check: { title: "Notizie del sito", item_count: 3, newest_at: NEWEST.toISOString() } });
    expect(await testDb.db.$count(rssFeeds)).toBe(1);
  });

  it.each([
    ["a 404", async () => (host.route("/sparito.xml", { status: 404, body: "" }), host.url("/sparito.xml")), "http_status", "Il feed ha risposto HTTP 404 (pagina non trovata)"],
    [
      "an HTML page that is no feed and declares none",
      async () => (host.route("/pagina", { headers: html, body: "<!doctype html><html><head><title>Pagina</title></head><body><p>Benvenuti</p></body></html>" }), host.url("/pagina")),
      "not_a_feed",
      "Il documento non è un feed RSS, Atom o JSON",
    ],
    ["a closed port", async () => `http://127.0.0.1:${await closedPort()}/rss`, "connection", "Il server del feed ha rifiutato la connessione"],
  ])("refuses %s with its reason, in Italian on the screen, and stores it only with force", async (_case, address, reason, italian) => {
    const feedUrl = await address();
    const refused = await call("POST", "/api/admin/feeds", { name: "Prova", feed_url: feedUrl });
    expect(refused.statusCode).toBe(422);
    const body = refused.json();
    expect(Object.keys(body).sort()).toEqual(["error", "message"]);
    expect(body).toMatchObject({ error: reason });
    expect(feedFailureText(body.error, body.message)).toBe(italian);
    expect(await testDb.db.$count(rssFeeds)).toBe(0);

    // "Salva comunque": stored unread; the next sync will say the same.
    const forced = await call("POST", "/api/admin/feeds", { name: "Prova", feed_url: feedUrl, force: true });
    expect(forced.statusCode).toBe(201);
    expect(forced.json()).toMatchObject({ name: "Prova", check: null });
  });

  it("refuses a feed already followed before fetching anything", async () => {
    serveFeed("/feed.xml");
    expect((await call("POST", "/api/admin/feeds", { name: "A", feed_url: host.url("/feed.xml") })).statusCode).toBe(201);
    host.reset();
    const again = await call("POST", "/api/admin/feeds", { name: "B", feed_url: host.url("/feed.xml?utm_source=x") });
    expect(again.statusCode).toBe(409);
    expect(host.requests()).toHaveLength(0);
  });
});

describe("a site's address finds its feeds", () => {
  it("a home page is refused as not_a_feed; its site offers the feeds it declares, resolved against the page, and the chosen one is added", async () => {
    serveFeed("/notizie/feed.rss", "Tutte le notizie");
    serveFeed("/sport.atom", "Sport");
    host.route("/", {
      headers: html,
      body: `<!doctype html><html><head><title>Il Sito</title>
        <link rel="alternate" type="application/rss+xml" title="Notizie" href="notizie/feed.rss">
        <link rel="alternate" type="application/atom+xml" title="Sport" href="${host.url("/sport.atom")}">
        <link rel="alternate" type="application/rss+xml" title="Rotto" href="/rotto.xml">
        <link rel="alternate" hreflang="en" href="/en/"><link rel="stylesheet" href="/s.css">
        </head><body><h1>Il Sito</h1></body></html>`,
    });
    const refused = await call("POST", "/api/admin/feeds", { name: "Il Sito", feed_url: host.url("/") });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: "not_a_feed" });
    const found = await call("POST", "/api/admin/feeds/discover", { url: host.url("/") });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      candidates: [
        { url: host.url("/notizie/feed.rss"), title: "Tutte le notizie", item_count: 3 },
        { url: host.url("/sport.atom"), title: "Sport", item_count: 3 },
      ],
    });
    // Declared feeds found: the usual paths are not probed.
    expect(host.requests("/feed")).toHaveLength(0);

    const chosen = await call("POST", "/api/admin/feeds", { name: "Il Sito", feed_url: found.json().candidates[0].url });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json()).toMatchObject({ feed_url: host.url("/notizie/feed.rss"), check: { title: "Tutte le notizie" } });
  });

  it("tries the usual paths of a home page that declares none, one request each, and offers the feed once", async () => {
    serveFeed("/feed/", "Blog");
    host.route("/feed", { status: 301, redirectTo: "/feed/" });
    host.route("/", { headers: html, body: "<!doctype html><html><head><title>Blog</title></head><body><p>Ciao</p></body></html>" });
    const found = await call("POST", "/api/admin/feeds/discover", { url: host.url("/") });
    expect(found.json()).toEqual({ candidates: [{ url: host.url("/feed/"), title: "Blog", item_count: 3 }] });
    // The page, each usual path once, and the redirect's target: bounded whatever the site answers.
    expect(host.requests().length).toBeLessThanOrEqual(1 + USUAL_FEED_PATHS.length + 1);
    for (const path of USUAL_FEED_PATHS.filter((p) => p !== "/feed/")) expect(host.requests(path).length, path).toBeLessThanOrEqual(1);
  });
});

describe("POST /api/admin/feeds/discover", () => {
  it("finds none in a feed or a page without any, and says why a page cannot be read", async () => {
    serveFeed("/feed.xml");
    expect((await call("POST", "/api/admin/feeds/discover", { url: host.url("/feed.xml") })).json()).toEqual({ candidates: [] });
    const closed = await call("POST", "/api/admin/feeds/discover", { url: `http://127.0.0.1:${await closedPort()}/` });
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toMatchObject({ error: "connection" });
  });
});

describe("OPML import reports each added feed's check", () => {
  it("reads each added feed: item count or reason; a failing one stays added", async () => {
    serveFeed("/buono.xml");
    host.route("/rotto.xml", { status: 404, body: "" });
    const opml = `<?xml version="1.0"?><opml version="2.0"><head/><body>
      <outline text="Buono" xmlUrl="${host.url("/buono.xml")}"/><outline text="Rotto" xmlUrl="${host.url("/rotto.xml")}"/></body></opml>`;
    const imported = await call("POST", "/api/admin/feeds/opml", { opml });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ added: 2, skipped: 0, invalid: 0 });
    expect(imported.json().checks).toEqual([
      { name: "Buono", feed_url: host.url("/buono.xml"), ok: true, item_count: 3, reason: null, message: null },
      { name: "Rotto", feed_url: host.url("/rotto.xml"), ok: false, item_count: null, reason: "http_status", message: "HTTP 404 Not Found" },
    ]);
    expect(await testDb.db.$count(rssFeeds)).toBe(2);
  });
});

describe("how each feed is read", () => {
  const body = prose(200, 3);
  const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>
    <nav><a href="/">Home</a></nav>
    <article><h1>${title}</h1><p>${prose(120, 1)}</p><p>${prose(120, 2)}</p></article>
    <div class="corpo-scelto"><p>Testo scelto dal selettore. ${body}</p></div></body></html>`;

  async function feedWith(path: string, text: string) {
    host.route(path, { headers: { "content-type": "application/rss+xml" }, body: rss("Giornale", [{ title: "Pezzo", link: host.url("/pezzo"), text }]) });
    host.route("/pezzo", { headers: html, body: page("Pezzo") });
    const created = await call("POST", "/api/admin/feeds", { name: "Giornale", feed_url: host.url(path), max_age_days: 0 });
    expect(created.statusCode).toBe(201);
    return created.json().id as string;
  }

  it("refuses a content selector that is not CSS, naming it, and keeps a valid one", async () => {
    const id = await feedWith("/g.xml", prose(300));
    for (const selector of ["div[", "p:nonesiste", "article >", "..testo"]) {
      const refused = await call("PATCH", `/api/admin/feeds/${id}`, { content_selector: selector });
      expect(refused.statusCode, selector).toBe(400);
      expect(refused.json()).toMatchObject({ error: "invalid_selector" });
      expect(refused.json().message).toContain("content_selector is not a valid CSS selector");
    }
    expect((await call("PATCH", `/api/admin/feeds/${id}`, { content_selector: "  .corpo-scelto p " })).json()).toMatchObject({ content_selector: ".corpo-scelto p" });
    expect((await call("PATCH", `/api/admin/feeds/${id}`, { content_selector: "" })).json()).toMatchObject({ content_selector: null });
    expect((await call("PATCH", `/api/admin/feeds/${id}`, { scrape_mode: "sempre" })).statusCode).toBe(400);
  });

  it('"Testa" runs unsaved settings: always reads the page and the selector wins; never reads none; nothing is stored', async () => {
    const id = await feedWith("/g.xml", prose(300));
    const settings = { max_age_days: 0, import_limit: 10 };

    host.reset();
    const always = await call("POST", `/api/admin/feeds/${id}/test-settings`, { ...settings, scrape_mode: "always", content_selector: ".corpo-scelto" });
    expect(always.statusCode).toBe(200);
    expect(always.json()).toMatchObject({ item_count: 1, would_import: 1, items: [{ title: "Pezzo", link: host.url("/pezzo"), scraping_attempted: true, scraped: true }] });
    expect(always.json().items[0].text_start).toMatch(/^Testo scelto dal selettore\./);
    expect(host.requests("/pezzo")).toHaveLength(1);

    const auto = await call("POST", `/api/admin/feeds/${id}/test-settings`, { ...settings, scrape_mode: "auto" });
    // The feed's 300 words are long enough: "auto" leaves the page alone.
    expect(auto.json().items[0]).toMatchObject({ scraping_attempted: false, scraped: false });

    host.reset();
    const never = await call("POST", `/api/admin/feeds/${id}/test-settings`, { ...settings, scrape_mode: "never" });
    expect(never.json().items[0]).toMatchObject({ scraping_attempted: false, scraped: false });
    expect(host.requests("/pezzo")).toHaveLength(0);

    const invalid = await call("POST", `/api/admin/feeds/${id}/test-settings`, { ...settings, scrape_mode: "auto", content_selector: "div[" });
    expect(invalid.statusCode).toBe(400);
    expect(await testDb.db.$count(articles)).toBe(0);
    // The saved settings are untouched.
    expect((await call("GET", "/api/admin/feeds")).json()[0]).toMatchObject({ scrape_mode: "auto", content_selector: null });
  });

  it("the sync reads a feed set to always through its selector", async () => {
    const id = await feedWith("/g.xml", prose(300));
    await call("PATCH", `/api/admin/feeds/${id}`, { scrape_mode: "always", content_selector: ".corpo-scelto" });
    const sync = await call("POST", "/api/functions/import-rss-articles", {});
    expect(sync.json()).toMatchObject({ success: true, imported: 1, scraped: 1 });
    const [article] = await testDb.db.select().from(articles);
    expect(article).toMatchObject({ content_extraction_method: "scraping", scraping_attempted: true });
    expect(article!.content_original).toMatch(/^Testo scelto dal selettore\./);
  });

  it("a selector that matches nothing leaves the automatic extraction", async () => {
    const id = await feedWith("/g.xml", "Breve testo.");
    const preview = await call("POST", `/api/admin/feeds/${id}/test-settings`, { max_age_days: 0, import_limit: 10, scrape_mode: "auto", content_selector: ".non-ce" });
    expect(preview.json().items[0]).toMatchObject({ scraping_attempted: true, scraped: true });
    expect(preview.json().items[0].text_start).not.toMatch(/^Testo scelto/);
  });
});
