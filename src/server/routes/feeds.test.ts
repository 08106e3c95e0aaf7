import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rss } from "../../../tests/helpers/feed-builder.js";
import { useTestApp, signIn } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { startFeedHost, type FeedHost } from "../../../tests/servers/feed-host.js";
import { articles } from "../../db/schema/index.js";

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

function call(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) {
  return server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

describe("/api/admin/feeds", () => {
  it("creates, lists newest first, updates and deletes feeds", async () => {
    const first = await call("POST", "/api/admin/feeds", { name: "Primo", feed_url: "https://primo.it/rss", force: true });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: "Primo", import_limit: 10, max_age_days: 7, default_category: null, active: true, last_sync: null, last_sync_status: "pending" });
    await call("POST", "/api/admin/feeds", { name: "Secondo", feed_url: "https://secondo.it/rss", import_limit: 25, force: true });
    expect((await call("GET", "/api/admin/feeds")).json().map((f: { name: string }) => f.name)).toEqual(["Secondo", "Primo"]);

    const id = first.json().id;
    expect((await call("PATCH", `/api/admin/feeds/${id}`, { active: false })).json()).toMatchObject({ active: false });
    expect((await call("PATCH", `/api/admin/feeds/${id}`, { import_limit: 50 })).json()).toMatchObject({ import_limit: 50 });
    expect((await call("PATCH", `/api/admin/feeds/${id}`, { max_age_days: 0, default_category: "sport" })).json()).toMatchObject({ max_age_days: 0, default_category: "sport" });
    expect((await call("PATCH", `/api/admin/feeds/${id}`, { default_category: null })).json()).toMatchObject({ max_age_days: 0, default_category: null });
    // The publisher's terms: 300 characters, pages read and pictures shown unless the admin says otherwise.
    expect(first.json()).toMatchObject({ scrape_mode: "auto", content_selector: null, summary_max_chars: 300, show_images: true, check: null });
    const terms = { scrape_mode: "never", content_selector: "article .testo", summary_max_chars: 180, show_images: false };
    expect((await call("PATCH", `/api/admin/feeds/${id}`, terms)).json()).toMatchObject(terms);
    for (const summary_max_chars of [99, 601, 250.5]) {
      const refused = await call("PATCH", `/api/admin/feeds/${id}`, { summary_max_chars });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain("summary_max_chars");
    }
    // Foreign items without a provider (docs/product.md#feed-rss): imported unless the admin says skip.
    expect(first.json()).toMatchObject({ foreign_items: "import" });
    expect((await call("PATCH", `/api/admin/feeds/${id}`, { foreign_items: "skip" })).json()).toMatchObject({ foreign_items: "skip" });
    const badChoice = await call("PATCH", `/api/admin/feeds/${id}`, { foreign_items: "translate" });
    expect(badChoice.statusCode).toBe(400);
    expect(badChoice.json().message).toContain("foreign_items");
    expect((await call("DELETE", `/api/admin/feeds/${id}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/admin/feeds/${id}`)).statusCode).toBe(404);
    expect((await call("GET", "/api/admin/feeds")).json()).toHaveLength(1);
  });

  it.each([
    [{ feed_url: "https://a.it/rss" }, "name"],
    [{ name: "A" }, "feed_url"],
    [{ name: "A", feed_url: "ftp://a.it/rss" }, "feed_url"],
    [{ name: "A", feed_url: "https://a.it/rss", import_limit: 0 }, "import_limit must be between 1 and 100"],
    [{ name: "A", feed_url: "https://a.it/rss", import_limit: 101 }, "import_limit must be between 1 and 100"],
    [{ name: "A", feed_url: "https://a.it/rss", max_age_days: -1 }, "max_age_days must be between 0 and 3650"],
    [{ name: "A", feed_url: "https://a.it/rss", max_age_days: 2.5 }, "max_age_days must be a whole number of days"],
    [{ name: "A", feed_url: "https://a.it/rss", default_category: "gossip" }, "default_category"],
  ])("refuses %j naming the problem", async (payload, message) => {
    const response = await call("POST", "/api/admin/feeds", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("refuses the same feed twice, even written differently", async () => {
    expect((await call("POST", "/api/admin/feeds", { name: "A", feed_url: "https://www.ilpost.it/feed/", force: true })).statusCode).toBe(201);
    const again = await call("POST", "/api/admin/feeds", { name: "B", feed_url: "http://ilpost.it/feed/?utm_source=x", force: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "feed_exists", message: "A feed with this URL already exists" });
  });

  it("falls back to 10 for a non-numeric import_limit", async () => {
    const response = await call("POST", "/api/admin/feeds", { name: "A", feed_url: "https://a.it/rss", import_limit: "tanti", force: true });
    expect(response.json()).toMatchObject({ import_limit: 10 });
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    expect((await call("PATCH", "/api/admin/feeds/42", { active: true })).statusCode).toBe(400);
    expect((await call("PATCH", "/api/admin/feeds/00000000-0000-4000-8000-000000000000", { active: true })).statusCode).toBe(404);
  });
});

describe("POST /api/admin/feeds/test", () => {
  it("answers title, item count and the first titles, importing nothing", async () => {
    host.route("/feed.xml", {
      body: rss("Notizie di prova", Array.from({ length: 7 }, (_, i) => ({ title: `Titolo ${i + 1}`, link: host.url(`/${i}`) }))),
    });
    const response = await call("POST", "/api/admin/feeds/test", { url: host.url("/feed.xml") });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      title: "Notizie di prova",
      item_count: 7,
      items: ["Titolo 1", "Titolo 2", "Titolo 3", "Titolo 4", "Titolo 5"],
      newest_at: null,
    });
    expect(await testDb.db.$count(articles)).toBe(0);
  });

  it("explains an unreadable URL with its typed reason", async () => {
    host.route("/gone.xml", { status: 404, body: "" });
    const response = await call("POST", "/api/admin/feeds/test", { url: host.url("/gone.xml") });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: "http_status" });
    expect(response.json().message).toContain("404");
  });

  it("explains a page that is no feed with the parser's reason, read in the sync's worker", async () => {
    host.route("/pagina.html", { headers: { "content-type": "text/html" }, body: "<!doctype html><html><body><p>Benvenuti</p></body></html>" });
    const response = await call("POST", "/api/admin/feeds/test", { url: host.url("/pagina.html") });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: "not_a_feed" });
  });
});

describe("OPML", () => {
  it("exports the feeds and imports them back, skipping those already followed", async () => {
    await call("POST", "/api/admin/feeds", { name: "Il Post", feed_url: "https://www.ilpost.it/feed/", force: true });
    const exported = await call("GET", "/api/admin/feeds/opml");
    expect(exported.headers["content-type"]).toContain("text/x-opml");
    expect(exported.headers["content-disposition"]).toContain("rassegna-feeds.opml");
    expect(exported.body).toContain('xmlUrl="https://www.ilpost.it/feed/"');

    const opml = `<?xml version="1.0"?><opml version="2.0"><head/><body>
      <outline text="Giornali"><outline text="Il Post" xmlUrl="https://ilpost.it/feed/?utm_source=x"/>
      <outline title="ANSA &amp; co" type="rss" xmlUrl="https://www.ansa.it/sito/ansait_rss.xml"/></outline>
      <outline text="Rotto" xmlUrl="javascript:alert(1)"/></body></opml>`;
    const imported = await call("POST", "/api/admin/feeds/opml", { opml, check: false });
    expect(imported.json()).toEqual({ added: 1, skipped: 1, invalid: 1, checks: [] });
    const names = (await call("GET", "/api/admin/feeds")).json().map((f: { name: string }) => f.name);
    expect(names.sort()).toEqual(["ANSA & co", "Il Post"]);
  });

  it("exports a file even with no feeds, which imports back as nothing", async () => {
    const exported = await call("GET", "/api/admin/feeds/opml");
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toContain("text/x-opml");
    expect((await call("POST", "/api/admin/feeds/opml", { opml: exported.body })).json()).toEqual({ added: 0, skipped: 0, invalid: 0, checks: [] });
  });

  it("refuses a file listing more than 1,000 feeds and imports none of them", async () => {
    const opml = (count: number) =>
      `<?xml version="1.0"?><opml version="2.0"><head/><body>${Array.from({ length: count }, (_, i) => `<outline text="F${i}" xmlUrl="https://feed${i}.it/rss"/>`).join("")}</body></opml>`;
    const refused = await call("POST", "/api/admin/feeds/opml", { opml: opml(1001) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: "too_many_feeds", message: "OPML file lists 1001 feeds; at most 1000 can be imported at once" });
    expect((await call("GET", "/api/admin/feeds")).json()).toEqual([]);
    expect((await call("POST", "/api/admin/feeds/opml", { opml: opml(1000), check: false })).json()).toEqual({ added: 1000, skipped: 0, invalid: 0, checks: [] });
  });

  it("refuses a document that is not OPML", async () => {
    const response = await call("POST", "/api/admin/feeds/opml", { opml: "<html><body>no</body></html>" });
    expect(response.statusCode).toBe(400);
  });
});

describe("sync and scraping statistics over HTTP", () => {
  it("syncs, then answers 409 to a second sync while the first runs, and counts the articles", async () => {
    host.route("/slow.xml", { delayMs: 400, body: rss("Lento", [{ title: "A", link: host.url("/a") }, { title: "B", link: host.url("/b") }]) });
    await call("POST", "/api/admin/feeds", { name: "Lento", feed_url: host.url("/slow.xml"), force: true });
    const [first, second] = await Promise.all([
      call("POST", "/api/functions/import-rss-articles", {}),
      // The second asks once the first is fetching the slow feed, so it holds the sync lock.
      host.requested("/slow.xml").then(() => call("POST", "/api/functions/import-rss-articles", {})),
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, imported: 2 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, error: "sync_in_progress", message: "Sync already in progress; try again when it ends." });

    expect((await call("GET", "/api/admin/feeds/scraping-stats")).json()).toMatchObject({ total: 2, scraped: 0, rss: 2 });
  });

  it("answers each failed feed's reason beside its English error, for the screen's Italian", async () => {
    host.route("/gone.xml", { status: 404, body: "gone" });
    await call("POST", "/api/admin/feeds", { name: "Sparito", feed_url: host.url("/gone.xml"), force: true });
    const sync = await call("POST", "/api/functions/import-rss-articles", {});
    expect(sync.statusCode).toBe(200);
    expect(sync.json().results).toEqual([{ feedName: "Sparito", success: false, imported: 0, error: "HTTP 404 Not Found", reason: "http_status" }]);
  });
});
