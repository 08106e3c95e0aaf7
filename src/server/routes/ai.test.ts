import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertPendingArticles } from "../../../tests/helpers/article-rows.js";
import { rss } from "../../../tests/helpers/feed-builder.js";
import { createTestApp, signIn } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { startAiProviderServer, validAnswer, type AiProviderServer } from "../../../tests/servers/ai-provider.js";
import { startFeedHost } from "../../../tests/servers/feed-host.js";
import { createAiFetch } from "../../ai/ai-fetch.js";
import { startAiQueue } from "../../ai/ai-queue.js";
import { articles, errorLogs, rssFeeds } from "../../db/schema/index.js";
import type { App } from "../app.js";

const testDb = useTestDatabase();
let server: App;
let token: string;
let ai: AiProviderServer;

const KEY = "sk-proj-ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789wxyz";

beforeAll(async () => {
  ai = await startAiProviderServer();
});
afterAll(async () => ai.close());
beforeEach(async () => {
  ai.reset();
  server = await createTestApp(testDb.db);
  token = (await signIn(server.app)).session.access_token;
});
afterEach(async () => server.app.close());

function call(method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: object) {
  return server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

const addOpenAi = (extra: object = {}) =>
  call("POST", "/api/admin/ai-configs", { provider: "openai", api_key: KEY, model_name: "gpt-4o-mini", endpoint: ai.baseUrl("openai"), ...extra });

describe("/api/admin/ai-configs", () => {
  it("creates with the documented defaults, lists by priority, updates and deletes; the key is only ever masked", async () => {
    const created = await call("POST", "/api/admin/ai-configs", { provider: "anthropic", api_key: KEY, model_name: "claude-3-haiku-20240307", endpoint: "  " });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ provider: "anthropic", api_key: "sk-proj-AB...wxyz", endpoint: "", priority: 1, daily_request_limit: 50, active: true });
    const second = (await addOpenAi({ priority: "3", daily_request_limit: 1000 })).json();
    const first = created.json();

    const listed = await call("GET", "/api/admin/ai-configs");
    expect(listed.json().map((config: { provider: string }) => config.provider)).toEqual(["anthropic", "openai"]);
    expect((await call("PATCH", `/api/admin/ai-configs/${first.id}`, { priority: 5 })).json()).toMatchObject({ priority: 5 });
    expect((await call("PATCH", `/api/admin/ai-configs/${second.id}`, { active: false })).json()).toMatchObject({ active: false });
    expect((await call("GET", "/api/admin/ai-configs")).json().map((config: { provider: string }) => config.provider)).toEqual(["openai", "anthropic"]);

    for (const response of [created, listed, await call("GET", "/api/admin/ai-usage")]) expect(response.body).not.toContain(KEY);

    expect((await call("DELETE", `/api/admin/ai-configs/${first.id}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/admin/ai-configs/${first.id}`)).statusCode).toBe(404);
    expect((await call("PATCH", `/api/admin/ai-configs/${first.id}`, { active: true })).statusCode).toBe(404);
  });

  it.each([
    ["a missing key", { provider: "openai", model_name: "gpt-4o-mini" }, "api_key"],
    ["a missing model", { provider: "openai", api_key: KEY }, "model_name"],
    ["an unknown provider", { provider: "mistral", api_key: KEY, model_name: "x" }, "provider"],
    ["priority 11", { provider: "openai", api_key: KEY, model_name: "x", priority: 11 }, "priority"],
    ["limit 0", { provider: "openai", api_key: KEY, model_name: "x", daily_request_limit: 0 }, "daily_request_limit"],
    ["limit 1001", { provider: "openai", api_key: KEY, model_name: "x", daily_request_limit: 1001 }, "daily_request_limit"],
    ["an endpoint that is not a URL", { provider: "openai", api_key: KEY, model_name: "x", endpoint: "ftp://x" }, "endpoint"],
  ])("refuses %s with 400 naming the field", async (_name, body, field) => {
    const response = await call("POST", "/api/admin/ai-configs", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it("tests the connection with a real call using the stored key, without counting it as usage", async () => {
    const config = (await addOpenAi()).json();
    const ok = await call("POST", `/api/admin/ai-configs/${config.id}/test`);
    expect(ok.json()).toMatchObject({ success: true, provider: "openai", model_name: "gpt-4o-mini", error: null });
    expect(ai.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);

    ai.script({ status: 401, body: { error: { message: "Incorrect API key provided" } } });
    const refused = await call("POST", `/api/admin/ai-configs/${config.id}/test`);
    expect(refused.json()).toMatchObject({ success: false });
    expect(refused.json().error).toBeTruthy();
    expect((await call("GET", "/api/admin/ai-usage")).json().providers[0].requests_count).toBe(0);
  });
});

describe("/api/admin/ai-usage and the local analyzer switch", () => {
  it("counts today's requests per provider and the local analyzer's articles", async () => {
    await addOpenAi({ daily_request_limit: 10 });
    await insertPendingArticles(testDb.db, 2);
    await call("POST", "/api/functions/process-article-with-ai", { article_id: (await insertPendingArticles(testDb.db, 1))[0] });
    await call("PATCH", `/api/admin/ai-configs/${(await call("GET", "/api/admin/ai-configs")).json()[0].id}`, { active: false });
    await call("POST", "/api/functions/process-article-with-ai", { auto_process: true });

    const usage = (await call("GET", "/api/admin/ai-usage")).json();
    expect(usage.providers).toEqual([expect.objectContaining({ provider: "openai", requests_count: 1, daily_request_limit: 10 })]);
    expect(usage.local).toEqual({ processed_today: 2 });
    expect(usage.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("switches the local analyzer off and on", async () => {
    expect((await call("GET", "/api/admin/ai/local-analyzer")).json()).toEqual({ enabled: true, processed_today: 0 });
    expect((await call("PUT", "/api/admin/ai/local-analyzer", { enabled: false })).json()).toMatchObject({ enabled: false });
    expect((await call("GET", "/api/admin/automation")).json().ai_processing).toMatchObject({ local_analyzer: false, min_confidence: 0.7 });
    expect((await call("PUT", "/api/admin/ai/local-analyzer", { enabled: "yes" })).statusCode).toBe(400);
  });
});

describe("/api/functions/process-article-with-ai", () => {
  it("answers the documented shape for one article and for all pending, naming the provider on each article", async () => {
    await addOpenAi();
    const [one, ...rest] = await insertPendingArticles(testDb.db, 3);
    expect((await call("POST", "/api/functions/process-article-with-ai", { article_id: one })).json()).toEqual({ success: true, processed: 1, failed: 0, error: null });
    expect((await call("POST", "/api/functions/process-article-with-ai", { auto_process: true })).json()).toEqual({ success: true, processed: 2, failed: 0, error: null });
    const stored = await testDb.db.select().from(articles);
    expect(stored.map((article) => article.processed_by_ai_provider)).toEqual(["openai", "openai", "openai"]);
    expect(stored.every((article) => article.content_summary === validAnswer().summary)).toBe(true);
    expect(rest).toHaveLength(2);
  });

  it.each([
    [{}, 400],
    [{ article_id: "not-a-uuid" }, 400],
    [{ auto_process: false }, 400],
    [{ article_id: "00000000-0000-4000-8000-000000000000" }, 404],
  ])("refuses %j with %i", async (body, status) => {
    expect((await call("POST", "/api/functions/process-article-with-ai", body)).statusCode).toBe(status);
  });
});

describe("/api/admin/ai/round-robin-test", () => {
  it("says there is nothing to process, then processes the newest pending article and names the provider", async () => {
    expect((await call("POST", "/api/admin/ai/round-robin-test")).json()).toEqual({
      success: false,
      error: "no_pending_article",
      message: "Nessun articolo da elaborare disponibile per il test",
    });
    await addOpenAi();
    const [newest] = await insertPendingArticles(testDb.db, 2);
    const answer = (await call("POST", "/api/admin/ai/round-robin-test")).json();
    expect(answer).toMatchObject({ success: true, article_id: newest, provider: "openai", status: "completed", category: validAnswer().category });
  });
});

describe("/api/functions/analyze-errors-with-ai", () => {
  it("fills the analysis of open errors without one, from the provider or the local rules", async () => {
    await testDb.db.insert(errorLogs).values([
      { error_type: "feed_timeout", severity: "medium", error_message: 'Feed "Lento" (https://lento.it/rss): Fetching lento.it took longer than 60 s', source: "rss-sync" },
      { error_type: "feed_dns", severity: "medium", error_message: "getaddrinfo ENOTFOUND sparito.it", source: "rss-sync", resolved: true, resolved_at: new Date() },
    ]);
    expect((await call("POST", "/api/functions/analyze-errors-with-ai", { auto_analyze: true })).json()).toEqual({ success: true, analyzed: 1 });
    const rows = await testDb.db.select().from(errorLogs).where(eq(errorLogs.error_type, "feed_timeout"));
    expect(rows[0]!.ai_analysis).toMatchObject({ root_cause: expect.any(String), suggested_solutions: expect.any(Array), prevention_tips: expect.any(Array) });
    expect((await call("POST", "/api/functions/analyze-errors-with-ai", { auto_analyze: true })).json()).toEqual({ success: true, analyzed: 0 });

    const analysis = { root_cause: "Il server del feed risponde lentamente.", suggested_solutions: ["Aumentare il timeout"], prevention_tips: ["Monitorare il feed"] };
    await addOpenAi();
    ai.script({ answer: analysis });
    await testDb.db.insert(errorLogs).values({ error_type: "job_failed", severity: "high", error_message: "boom", source: "cleanup" });
    expect((await call("POST", "/api/functions/analyze-errors-with-ai", { auto_analyze: true })).json()).toEqual({ success: true, analyzed: 1 });
    const [analyzed] = await testDb.db.select().from(errorLogs).where(eq(errorLogs.error_type, "job_failed"));
    expect(analyzed!.ai_analysis).toEqual(analysis);
  });
});

describe("processing after a sync", () => {
  it("with auto_process_new on, the queue enriches what the sync imported", async () => {
    const host = await startFeedHost();
    const queue = startAiQueue({ db: testDb.db, aiFetch: createAiFetch({ allowPrivateNetwork: true }) }, { idleMs: 60_000 });
    const app = await createTestApp(testDb.db);
    try {
      const session = (await signIn(app.app)).session.access_token;
      host.route("/feed.xml", {
        headers: { "content-type": "application/rss+xml" },
        body: rss("Il Foglio di Prova", [{ title: "Nuovo stadio a Firenze", link: host.url("/a/1") }]),
      });
      await testDb.db.insert(rssFeeds).values({ name: "Il Foglio di Prova", feed_url: host.url("/feed.xml") });
      const sync = await app.app.inject({ method: "POST", url: "/api/functions/import-rss-articles", headers: { authorization: `Bearer ${session}` } });
      expect(sync.json()).toMatchObject({ imported: 1 });
      await expect
        .poll(async () => (await testDb.db.select().from(articles))[0]?.processing_status, { timeout: 25_000 })
        .toBe("completed");
    } finally {
      await queue.stop();
      await app.app.close();
      await host.close();
    }
  });
});
