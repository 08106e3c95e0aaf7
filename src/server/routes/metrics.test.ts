import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rss } from "../../../tests/helpers/feed-builder.js";
import { signIn, useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { startFeedHost, type FeedHost } from "../../../tests/servers/feed-host.js";
import { rssFeeds } from "../../db/schema/index.js";

const TOKEN = "metrics-token-for-the-tests-0123";
const testDb = useTestDatabase();

describe("GET /metrics without METRICS_TOKEN", () => {
  const server = useTestApp(testDb);

  it("is off: 404, as for any path that does not exist, even with a token", async () => {
    const response = await server.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("http_requests_total");
  });
});

/** Every sample of the text format as name, labels and value. */
function samples(text: string) {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

describe("GET /metrics with METRICS_TOKEN", () => {
  const server = useTestApp(testDb, { metricsToken: TOKEN });
  let host: FeedHost;
  beforeEach(async () => {
    host = await startFeedHost();
  });
  afterEach(() => host.close());

  const scrape = () => server.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
  /** The value of one series now (0 when it has no sample yet). */
  async function value(name: string, labels: Record<string, string> = {}): Promise<number> {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    const found = samples(response.body).find((sample) => sample.name === name && Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted));
    return found?.value ?? 0;
  }

  it.each([
    ["no Authorization header", undefined],
    ["a wrong token", `Bearer ${TOKEN}x`],
    ["the token without the Bearer scheme", TOKEN],
    ["a token one character short", `Bearer ${TOKEN.slice(0, -1)}`],
  ])("answers 401 to %s", async (_label, authorization) => {
    const response = await server.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    expect(response.body).not.toContain("http_requests_total");
  });

  it("answers the Prometheus text format with the process metrics", async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain; version=0.0.4");
    expect(response.headers["cache-control"]).toBe("no-store");
    const names = new Set(samples(response.body).map((sample) => sample.name));
    for (const name of ["process_cpu_user_seconds_total", "process_resident_memory_bytes", "nodejs_eventloop_lag_seconds", "ai_queue_pending"]) {
      expect(names, name).toContain(name);
    }
  });

  it("counts and times requests under the route's pattern, never the raw URL; unmatched ones under one label", async () => {
    const feed = { method: "DELETE", route: "/api/admin/feeds/:id", status_class: "4xx" };
    const unmatched = { method: "GET", route: "unmatched", status_class: "4xx" };
    const [before, beforeUnmatched] = [await value("http_requests_total", feed), await value("http_requests_total", unmatched)];
    // Without a token: 401, under the route's pattern.
    await server.app.inject({ method: "DELETE", url: "/api/admin/feeds/00000000-0000-4000-8000-000000000001" });
    await server.app.inject({ method: "DELETE", url: "/api/admin/feeds/00000000-0000-4000-8000-000000000002" });
    await server.app.inject({ method: "GET", url: "/api/no-such-route-a1" });
    await server.app.inject({ method: "GET", url: "/no-such-page-b2" });
    expect(await value("http_requests_total", feed)).toBe(before + 2);
    expect(await value("http_requests_total", unmatched)).toBe(beforeUnmatched + 2);
    expect(await value("http_request_duration_seconds_count", feed)).toBe(before + 2);
    const text = (await scrape()).body;
    for (const raw of ["00000000-0000-4000-8000-000000000001", "no-such-route-a1", "no-such-page-b2"]) expect(text).not.toContain(raw);
  });

  it("counts a sync run and its imported articles, the queue they wait in, and the local analyzer's calls", async () => {
    host.route("/feed.xml", {
      headers: { "content-type": "application/rss+xml" },
      body: rss("Il Quotidiano", [
        { title: "Primo articolo", link: host.url("/a/1") },
        { title: "Secondo articolo", link: host.url("/a/2") },
      ]),
    });
    await testDb.db.insert(rssFeeds).values({ name: "Il Quotidiano", feed_url: host.url("/feed.xml") });
    const runs = await value("feed_sync_runs_total", { outcome: "ok" });
    const imported = await value("feed_sync_items_total", { kind: "imported" });
    const local = await value("ai_calls_total", { provider: "locale", outcome: "success" });
    const { session } = await signIn(server.app);
    const admin = { authorization: `Bearer ${session.access_token}` };

    const sync = await server.app.inject({ method: "POST", url: "/api/functions/import-rss-articles", headers: admin, payload: {} });
    expect(sync.json()).toMatchObject({ imported: 2, feeds_failed: 0 });
    expect(await value("feed_sync_runs_total", { outcome: "ok" })).toBe(runs + 1);
    expect(await value("feed_sync_items_total", { kind: "imported" })).toBe(imported + 2);
    expect(await value("ai_queue_pending")).toBe(2);

    // No provider is configured in the seed: the local analyzer enriches both.
    const processed = await server.app.inject({ method: "POST", url: "/api/functions/process-article-with-ai", headers: admin, payload: { auto_process: true } });
    expect(processed.json()).toMatchObject({ processed: 2 });
    expect(await value("ai_calls_total", { provider: "locale", outcome: "success" })).toBe(local + 2);
    expect(await value("ai_queue_pending")).toBe(0);
  });

  it("counts hits and misses of the public listing cache", async () => {
    const [hits, misses] = [await value("public_cache_lookups_total", { cache: "listing", result: "hit" }), await value("public_cache_lookups_total", { cache: "listing", result: "miss" })];
    await server.app.inject({ method: "GET", url: "/api/articles?category=sport" });
    await server.app.inject({ method: "GET", url: "/api/articles?category=sport" });
    expect(await value("public_cache_lookups_total", { cache: "listing", result: "miss" })).toBe(misses + 1);
    expect(await value("public_cache_lookups_total", { cache: "listing", result: "hit" })).toBe(hits + 1);
  });
});
