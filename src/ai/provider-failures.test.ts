import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertPendingArticles } from "../../tests/helpers/article-rows.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { startAiProviderServer, type AiProviderServer } from "../../tests/servers/ai-provider.js";
import { aiConfigs, errorLogs } from "../db/schema/index.js";
import { createAiFetch } from "./ai-fetch.js";
import { processOneArticle } from "./process-articles.js";
import { recordAllProvidersFailing } from "./provider-failures.js";

const testDb = useTestDatabase();
let server: AiProviderServer;
const aiFetch = createAiFetch({ allowPrivateNetwork: true });

beforeAll(async () => {
  server = await startAiProviderServer();
});
afterAll(async () => server.close());
beforeEach(() => server.reset());

const T0 = Date.parse("2026-11-25T09:00:00Z");
const minutes = (n: number) => new Date(T0 + n * 60_000);

/** A provider whose every call fails (its endpoint is a path the stand-in does not serve), or one that answers. */
async function addProvider(provider: "openai" | "anthropic", working: boolean, active = true) {
  const endpoint = working ? server.baseUrl(provider) : `${server.origin}/nowhere/v1`;
  const [row] = await testDb.db.insert(aiConfigs).values({ provider, api_key: `key-${provider}-0123456789`, model_name: `model-${provider}`, endpoint, active }).returning();
  return row!;
}

/** Enriches one new article at `at` (the local analyzer takes it when every provider fails). */
async function enrichAt(at: Date) {
  const [id] = await insertPendingArticles(testDb.db, 1);
  await processOneArticle({ db: testDb.db, aiFetch, timeoutMs: 2_000, now: () => at }, id!);
}

const criticalRows = () => testDb.db.select().from(errorLogs).where(eq(errorLogs.error_type, "ai_all_providers_failing"));

describe("a provider failing", () => {
  it("is a high-severity row each time, and after an hour of every provider failing, one critical row an hour", async () => {
    await addProvider("openai", false);
    await addProvider("anthropic", false);
    await addProvider("anthropic", true, false);
    await enrichAt(minutes(0));
    const first = await testDb.db.select().from(errorLogs);
    expect(first.map((row) => [row.error_type, row.severity, row.source]).sort()).toEqual([
      ["ai_http_status", "high", "anthropic"],
      ["ai_http_status", "high", "openai"],
    ]);
    await enrichAt(minutes(30));
    expect(await criticalRows()).toHaveLength(0);
    await enrichAt(minutes(61));
    const [critical] = await criticalRows();
    expect(critical).toMatchObject({ severity: "critical", source: "ai-processing", resolved: false, timestamp: minutes(61) });
    expect(critical!.error_message.startsWith(`Every active AI provider has failed since ${minutes(0).toISOString()}, none answered: `)).toBe(true);
    expect(critical!.error_message).toContain("openai (model-openai)");
    expect(critical!.error_message).toContain("anthropic (model-anthropic)");
    // Not again while it lasts, for an hour.
    await enrichAt(minutes(90));
    expect(await criticalRows()).toHaveLength(1);
    await enrichAt(minutes(122));
    expect(await criticalRows()).toHaveLength(2);
  });

  it("a provider that answers ends its run: no critical row while one still works", async () => {
    const failing = await addProvider("openai", false);
    const working = await addProvider("anthropic", true);
    await testDb.db.update(aiConfigs).set({ priority: 2 }).where(eq(aiConfigs.id, working.id));
    await testDb.db.update(aiConfigs).set({ failing_since: minutes(-30), last_failed_at: minutes(-30) }).where(eq(aiConfigs.id, working.id));
    await enrichAt(minutes(0));
    await enrichAt(minutes(90));
    const configs = await testDb.db.select().from(aiConfigs);
    expect(configs.find((config) => config.id === working.id)?.failing_since).toBeNull();
    expect(configs.find((config) => config.id === failing.id)?.failing_since).toEqual(minutes(0));
    expect(await criticalRows()).toHaveLength(0);
  });
});

describe("recordAllProvidersFailing", () => {
  const now = minutes(120);
  it.each([
    ["every active provider failing for over an hour and tried within it", [{ since: 0, last: 110 }, { since: 50, last: 119 }], true],
    ["one failing for less than an hour", [{ since: 0, last: 110 }, { since: 61, last: 119 }], false],
    ["one not tried within the hour (at its daily limit, say)", [{ since: 0, last: 110 }, { since: 0, last: 59 }], false],
    ["one answering", [{ since: 0, last: 110 }, { since: null, last: 100 }], false],
    ["an inactive one answering does not count", [{ since: 0, last: 110 }, { since: null, last: null, active: false }], true],
    ["no active provider at all", [{ since: 0, last: 110, active: false }], false],
  ])("%s", async (_label, configs, written) => {
    for (const [index, config] of configs.entries()) {
      await testDb.db.insert(aiConfigs).values({
        provider: index === 0 ? "openai" : "google",
        api_key: "key-0123456789",
        model_name: "m",
        active: (config as { active?: boolean }).active ?? true,
        failing_since: config.since === null ? null : minutes(config.since),
        last_failed_at: config.last === null ? null : minutes(config.last),
      });
    }
    expect(await recordAllProvidersFailing(testDb.db, now)).toBe(written);
    expect(await criticalRows()).toHaveLength(written ? 1 : 0);
  });

  it("writes one row when two failures check at the same moment", async () => {
    await testDb.db.insert(aiConfigs).values({ provider: "openai", api_key: "key-0123456789", model_name: "m", failing_since: minutes(0), last_failed_at: minutes(119) });
    const written = await Promise.all([recordAllProvidersFailing(testDb.db, now), recordAllProvidersFailing(testDb.db, now)]);
    expect(written.sort()).toEqual([false, true]);
    expect(await criticalRows()).toHaveLength(1);
  });
});
