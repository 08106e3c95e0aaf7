import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { insertPendingArticles } from "../../tests/helpers/article-rows.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { startAiProviderServer, validAnswer, type AiProviderServer } from "../../tests/servers/ai-provider.js";
import { saveAutomationSection } from "../automation/save-automation-section.js";
import { queryRows } from "../db/database.js";
import { aiConfigs, aiUsageTracking, articles, errorLogs, rssFeeds, systemLogs } from "../db/schema/index.js";
import type { AiProvider } from "../shared/constants.js";
import { ShuttingDownError } from "../platform/errors.js";
import { createAiFetch } from "./ai-fetch.js";
import type { AiDeps } from "./deps.js";
import { processOneArticle, processPendingArticles, toProcessResponse } from "./process-articles.js";
import { setLocalAnalyzerEnabled } from "./processing-settings.js";

const testDb = useTestDatabase();
let server: AiProviderServer;
const aiFetch = createAiFetch({ allowPrivateNetwork: true });

beforeAll(async () => {
  server = await startAiProviderServer();
});
afterAll(async () => server.close());
beforeEach(() => server.reset());

const KIND: Record<AiProvider, "openai" | "anthropic" | "google"> = {
  openai: "openai",
  deepseek: "openai",
  openrouter: "openai",
  grok: "openai",
  anthropic: "anthropic",
  google: "google",
};

async function addProvider(provider: AiProvider, options: { priority?: number; limit?: number; active?: boolean } = {}) {
  const [row] = await testDb.db
    .insert(aiConfigs)
    .values({
      provider,
      api_key: `key-${provider}-0123456789abcdef`,
      model_name: `model-${provider}`,
      endpoint: server.baseUrl(KIND[provider]),
      priority: options.priority ?? 1,
      daily_request_limit: options.limit ?? 50,
      active: options.active ?? true,
    })
    .returning();
  return row!;
}

function deps(now?: () => Date): AiDeps {
  return { db: testDb.db, aiFetch, timeoutMs: 2_000, ...(now ? { now } : {}) };
}

async function processedBy(ids: string[]): Promise<Array<string | null>> {
  const rows = await testDb.db.select({ id: articles.id, by: articles.processed_by_ai_provider }).from(articles);
  const byId = new Map(rows.map((row) => [row.id, row.by]));
  return ids.map((id) => byId.get(id) ?? null);
}

async function usage(configId: string): Promise<number> {
  const rows = await testDb.db.select().from(aiUsageTracking).where(eq(aiUsageTracking.ai_config_id, configId));
  return rows.reduce((sum, row) => sum + row.requests_count, 0);
}

describe("provider rotation", () => {
  it("takes priority 1 first and alternates between providers of equal priority", async () => {
    await addProvider("openai");
    await addProvider("deepseek");
    const backup = await addProvider("anthropic", { priority: 2 });
    const ids = await insertPendingArticles(testDb.db, 4);

    for (const id of ids) expect(await processOneArticle(deps(), id)).toEqual({ success: true, processed: 1, failed: 0, error: null });

    expect(await processedBy(ids)).toEqual(["openai", "deepseek", "openai", "deepseek"]);
    expect(await usage(backup.id)).toBe(0);
    const [stored] = await testDb.db.select().from(articles).where(eq(articles.id, ids[0]!));
    expect(stored).toMatchObject({ ai_processed: true, processing_status: "completed", category: validAnswer().category, processing_lease_until: null });
  });

  it("skips a provider at its daily limit and uses the next priority", async () => {
    const first = await addProvider("openai", { limit: 2 });
    const second = await addProvider("anthropic", { priority: 2 });
    const ids = await insertPendingArticles(testDb.db, 3);

    for (const id of ids) await processOneArticle(deps(), id);

    expect(await processedBy(ids)).toEqual(["openai", "openai", "anthropic"]);
    expect([await usage(first.id), await usage(second.id)]).toEqual([2, 1]);
  });

  it("leaves inactive providers out", async () => {
    await addProvider("openai", { active: false });
    await addProvider("google", { priority: 5 });
    const [id] = await insertPendingArticles(testDb.db, 1);
    await processOneArticle(deps(), id!);
    expect(await processedBy([id!])).toEqual(["google"]);
  });

  it("a failed call consumes nothing, is logged, and the next provider answers", async () => {
    const failing = await addProvider("openai");
    await addProvider("grok", { priority: 2 });
    server.script({ status: 500, body: { error: { message: "upstream exploded" } } });
    const [id] = await insertPendingArticles(testDb.db, 1);

    expect(await processOneArticle(deps(), id!)).toMatchObject({ success: true, processed: 1 });

    expect(await processedBy([id!])).toEqual(["grok"]);
    expect(await usage(failing.id)).toBe(0);
    const errors = await testDb.db.select().from(errorLogs);
    expect(errors).toEqual([expect.objectContaining({ error_type: "ai_http_status", source: "openai", resolved: false })]);
    const logs = await testDb.db.select().from(systemLogs).where(eq(systemLogs.category, "ai"));
    expect(logs.some((log) => log.source === "openai" && log.log_level === "error")).toBe(true);
  });

  it.each([
    ["malformed JSON", { text: "{ non è json" }],
    ["an answer off the schema", { answer: { ...validAnswer(), category: "gossip" } }],
    ["a 429", { status: 429, headers: { "retry-after": "30" } }],
  ])("%s falls through to the next provider", async (_name, step) => {
    await addProvider("openai");
    await addProvider("openrouter", { priority: 2 });
    server.script(step as Parameters<AiProviderServer["script"]>[0]);
    const [id] = await insertPendingArticles(testDb.db, 1);
    await processOneArticle(deps(), id!);
    expect(await processedBy([id!])).toEqual(["openrouter"]);
  });

  it("resets the counters at midnight in Rome", async () => {
    const limited = await addProvider("openai", { limit: 1 });
    await addProvider("deepseek", { priority: 2 });
    const ids = await insertPendingArticles(testDb.db, 3);
    // 23:59 in Rome on 20 November is 22:59 UTC; 00:01 on the 21st is 23:01 UTC.
    const beforeMidnight = deps(() => new Date("2026-11-20T22:59:00Z"));
    const afterMidnight = deps(() => new Date("2026-11-20T23:01:00Z"));

    await processOneArticle(beforeMidnight, ids[0]!);
    await processOneArticle(beforeMidnight, ids[1]!);
    await processOneArticle(afterMidnight, ids[2]!);

    expect(await processedBy(ids)).toEqual(["openai", "deepseek", "openai"]);
    const days = await testDb.db.select().from(aiUsageTracking).where(eq(aiUsageTracking.ai_config_id, limited.id)).orderBy(aiUsageTracking.date);
    expect(days.map((row) => [row.date, row.requests_count])).toEqual([
      ["2026-11-20", 1],
      ["2026-11-21", 1],
    ]);
  });
});

describe("minimum confidence", () => {
  it("turns a weak answer into a failed article with the reason kept", async () => {
    await addProvider("openai");
    server.script({ answer: { ...validAnswer(), confidence: 0.3 } });
    const [id] = await insertPendingArticles(testDb.db, 1);

    const response = await processOneArticle(deps(), id!);

    expect(response).toMatchObject({ success: false, processed: 0, failed: 1 });
    expect(response.error).toContain("below the minimum 0.7");
    const [stored] = await testDb.db.select().from(articles).where(eq(articles.id, id!));
    expect(stored).toMatchObject({ processing_status: "failed", ai_processed: false, processed_by_ai_provider: "openai" });
    expect(stored!.processing_error).toContain("0.3");
    const errors = await testDb.db.select().from(errorLogs);
    expect(errors.map((error) => error.error_type)).toEqual(["ai_low_confidence"]);
  });

  it.each([
    [0.7, "failed"],
    [0.3, "completed"],
  ])("with min_confidence %d, an answer of confidence 0.3 leaves the article %s", async (minConfidence, status) => {
    await saveAutomationSection(testDb.db, "ai_processing", { min_confidence: minConfidence });
    await addProvider("openai");
    server.script({ answer: { ...validAnswer(), confidence: 0.3 } });
    const [id] = await insertPendingArticles(testDb.db, 1);
    await processOneArticle(deps(), id!);
    const [stored] = await testDb.db.select().from(articles).where(eq(articles.id, id!));
    expect(stored!.processing_status).toBe(status);
  });
});

describe("the local analyzer", () => {
  it("enriches and publishes when no provider is configured", async () => {
    const ids = await insertPendingArticles(testDb.db, 3);
    const result = await processPendingArticles(deps());
    expect(toProcessResponse(result)).toEqual({ success: true, processed: 3, failed: 0, error: null });
    const stored = await testDb.db.select().from(articles);
    for (const article of stored) {
      expect(article).toMatchObject({ ai_processed: true, processing_status: "completed", processed_by_ai_provider: "locale" });
      expect(article.keywords.length).toBeGreaterThanOrEqual(3);
    }
    expect(await processedBy(ids)).toEqual(["locale", "locale", "locale"]);
  });

  it("never sends a reserving publisher's text to a provider: the local analyzer reads it", async () => {
    await addProvider("openai");
    const [reserved, open] = await insertPendingArticles(testDb.db, 2);
    await testDb.db.update(articles).set({ tdm_reserved: true }).where(eq(articles.id, reserved!));
    await processOneArticle(deps(), reserved!);
    expect(server.requests).toHaveLength(0);
    expect(await processedBy([reserved!])).toEqual(["locale"]);
    // The same configuration reads an article that reserves nothing through the provider.
    await processOneArticle(deps(), open!);
    expect(server.requests).toHaveLength(1);
    expect(await processedBy([open!])).toEqual(["openai"]);
  });

  it("fails a reserving publisher's article with the reason when the local analyzer is off, never asking a provider", async () => {
    await addProvider("openai");
    await setLocalAnalyzerEnabled(testDb.db, false);
    const [reserved] = await insertPendingArticles(testDb.db, 1);
    await testDb.db.update(articles).set({ tdm_reserved: true }).where(eq(articles.id, reserved!));
    await processOneArticle(deps(), reserved!);
    expect(server.requests).toHaveLength(0);
    const [stored] = await testDb.db.select().from(articles).where(eq(articles.id, reserved!));
    expect(stored).toMatchObject({ processing_status: "failed" });
    expect(stored!.processing_error).toContain("reserves text and data mining");
  });

  it("stores the summary within its feed's limit, in whole sentences", async () => {
    const [feed] = await testDb.db.insert(rssFeeds).values({ name: "Breve", feed_url: "https://breve.example/rss", summary_max_chars: 120 }).returning();
    const [id, unlimited] = await insertPendingArticles(testDb.db, 2);
    await testDb.db.update(articles).set({ feed_id: feed!.id }).where(eq(articles.id, id!));
    await processOneArticle(deps(), id!);
    await processOneArticle(deps(), unlimited!);
    const summaries = await testDb.db.select({ id: articles.id, summary: articles.content_summary }).from(articles);
    const summaryOf = (key: string) => summaries.find((row) => row.id === key)!.summary!;
    // Without a feed the same text gets a longer summary: the limit is what shortened it.
    expect(summaryOf(unlimited!).length).toBeGreaterThan(120);
    expect(summaryOf(id!).length).toBeLessThanOrEqual(120);
    expect(summaryOf(id!)).toMatch(/[.!?…]$/);
  });

  it("writes a new summary as the machine's: a review by the newsroom no longer holds", async () => {
    const [id] = await insertPendingArticles(testDb.db, 1);
    await testDb.db.update(articles).set({ summary_reviewed_at: new Date() }).where(eq(articles.id, id!));
    await processOneArticle(deps(), id!);
    const [stored] = await testDb.db.select().from(articles).where(eq(articles.id, id!));
    expect(stored).toMatchObject({ processing_status: "completed", summary_reviewed_at: null });
  });

  it("takes over when every provider fails", async () => {
    await addProvider("openai");
    server.script({ status: 401 }, { status: 401 });
    const [id] = await insertPendingArticles(testDb.db, 1);
    await processOneArticle(deps(), id!);
    expect(await processedBy([id!])).toEqual(["locale"]);
    const [error] = await testDb.db.select().from(errorLogs);
    expect(error).toMatchObject({ error_type: "ai_auth", severity: "high", source: "openai" });
  });

  it("switched off with no provider, leaves the articles pending and says why", async () => {
    await setLocalAnalyzerEnabled(testDb.db, false);
    await insertPendingArticles(testDb.db, 2);
    const response = toProcessResponse(await processPendingArticles(deps()));
    expect(response).toMatchObject({ success: false, processed: 0, failed: 2 });
    expect(response.error).toContain("No AI provider available");
    const statuses = await testDb.db.select({ status: articles.processing_status }).from(articles);
    expect(statuses.map((row) => row.status)).toEqual(["pending", "pending"]);
  });

  it("switched off, a provider failure fails the article with the provider's reason", async () => {
    await setLocalAnalyzerEnabled(testDb.db, false);
    await addProvider("anthropic");
    server.script({ status: 500 });
    const [id] = await insertPendingArticles(testDb.db, 1);
    const response = await processOneArticle(deps(), id!);
    expect(response).toMatchObject({ success: false, failed: 1 });
    expect(response.error).toMatch(/^anthropic: /);
  });
});

describe("claims", () => {
  it("processes one article by id only when it is waiting; unknown ids and completed articles are refused", async () => {
    const [id] = await insertPendingArticles(testDb.db, 1);
    await processOneArticle(deps(), id!);
    await expect(processOneArticle(deps(), id!)).rejects.toMatchObject({ status: 409 });
    await expect(processOneArticle(deps(), "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ status: 404 });
  });

  it("takes back an article whose claim expired, and leaves a live claim alone", async () => {
    const [stale, live] = await insertPendingArticles(testDb.db, 2);
    const now = new Date("2026-11-21T10:00:00Z");
    await testDb.db
      .update(articles)
      .set({ processing_status: "processing", processing_lease_until: new Date(now.getTime() - 1_000) })
      .where(eq(articles.id, stale!));
    await testDb.db
      .update(articles)
      .set({ processing_status: "processing", processing_lease_until: new Date(now.getTime() + 60_000) })
      .where(eq(articles.id, live!));

    const result = await processPendingArticles(deps(() => now));

    expect(result.processed).toBe(1);
    const rows = await testDb.db.select({ id: articles.id, status: articles.processing_status }).from(articles);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [stale!]: "completed", [live!]: "processing" });
  });

  it("never gives the same article to two workers draining at once", async () => {
    await insertPendingArticles(testDb.db, 60);
    const workers = await Promise.all(Array.from({ length: 4 }, () => processPendingArticles(deps())));
    expect(workers.reduce((sum, worker) => sum + worker.processed, 0)).toBe(60);
    const [count] = await queryRows<{ n: number }>(testDb.db, sql`select count(*)::int as n from articles where processing_status = 'completed'`);
    expect(count!.n).toBe(60);
  });
});

const CALLS_START_MS = 60_000; // The first calls load the AI SDK, slow on a loaded machine: their waits are generous.
describe("the stop signal", { timeout: 2 * CALLS_START_MS }, () => {
  /** Providers that never answer in time, and a stop controller; the call timeout is far off, so only the stop can end the calls. */
  async function hangingProvider() {
    const config = await addProvider("openai");
    server.script(...Array.from({ length: 10 }, () => ({ delayMs: 120_000 })));
    const stop = new AbortController();
    return { config, stop, stoppable: { ...deps(), timeoutMs: 120_000, stopping: stop.signal } };
  }

  async function expectBackInQueueUnharmed(configId: string) {
    const rows = await testDb.db
      .select({ status: articles.processing_status, owner: articles.processing_owner, by: articles.processed_by_ai_provider })
      .from(articles);
    expect(rows.every((row) => row.status === "pending" && row.owner === null && row.by === null), JSON.stringify(rows)).toBe(true);
    // An aborted call is not the provider's failure and does not count against its day.
    expect(await testDb.db.select().from(errorLogs)).toEqual([]);
    expect(await usage(configId)).toBe(0);
  }

  it("cuts a batch's provider calls and hands every claimed article back to the queue", async () => {
    const { config, stop, stoppable } = await hangingProvider();
    await insertPendingArticles(testDb.db, 6);
    const running = processPendingArticles(stoppable);
    await vi.waitFor(() => expect(server.requests).toHaveLength(4), { timeout: CALLS_START_MS });
    stop.abort(new ShuttingDownError());
    expect(await running).toMatchObject({ processed: 0, failed: 0, interrupted: 6, claimed: 6 });
    await expectBackInQueueUnharmed(config.id);
  });

  it("ends 'process now' with the stop's reason (503), the article back in the queue", async () => {
    const { config, stop, stoppable } = await hangingProvider();
    const [id] = await insertPendingArticles(testDb.db, 1);
    const running = processOneArticle(stoppable, id!);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1), { timeout: CALLS_START_MS });
    stop.abort(new ShuttingDownError());
    await expect(running).rejects.toMatchObject({ status: 503, code: "shutting_down" });
    await expectBackInQueueUnharmed(config.id);
  });
});
