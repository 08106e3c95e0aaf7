import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { createAiFetch } from "../../ai/ai-fetch.js";
import { aiConfigs, aiUsageTracking, articles, articleViewTotals, rssFeeds, sourceDailyViews, statistics } from "../../db/schema/index.js";
import { createFetcher } from "../../feeds/fetch/fetcher.js";
import { romeDay } from "../../shared/dates.js";
import { runDiagnosticTool } from "./run-tool.js";

const testDb = useTestDatabase();
const fetcher = createFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: true });
afterAll(() => fetcher.close());
const NOW = new Date("2026-11-25T15:00:00Z");
const run = () => runDiagnosticTool("integrity", { db: testDb.db, aiFetch: createAiFetch({ allowPrivateNetwork: true }), fetcher, clearPublicCaches: () => ({}), now: () => NOW });

let ansa: string;
let post: string;

/** Consistent data: views counted the way the beacon counts them, feeds and AI usage as the sync and the queue leave them. */
beforeEach(async () => {
  [ansa, post] = (await insertPublished(testDb.db, [{ source_name: "ANSA", views: 3 }, { source_name: "Il Post", views: 2 }])) as [string, string];
  const viewedAt = new Date(NOW.getTime() - 3_600_000);
  await testDb.db.insert(statistics).values([ansa, ansa, ansa, post, post].map((article_id) => ({ article_id, user_agent: "Mozilla/5.0", created_at: viewedAt })));
  await testDb.db.insert(rssFeeds).values([
    { name: "Buono", feed_url: "https://buono.example.it/rss", last_sync_status: "success", consecutive_failures: 0 },
    { name: "Rotto", feed_url: "https://rotto.example.it/rss", last_sync_status: "failed", consecutive_failures: 2 },
    { name: "Nuovo", feed_url: "https://nuovo.example.it/rss" },
  ]);
  const [openai] = await testDb.db.insert(aiConfigs).values({ provider: "openai", api_key: "key-0123456789", model_name: "m" }).returning();
  await testDb.db.insert(aiUsageTracking).values({ ai_config_id: openai!.id, date: romeDay(NOW), requests_count: 3 });
  await insertPublished(testDb.db, [1, 2].map(() => ({ processed_by_ai_provider: "openai", ai_processed_at: NOW })));
});

describe("the integrity tool", () => {
  it("finds every stored counter equal to its real count", async () => {
    const result = await run();
    expect(result).toMatchObject({ tool: "integrity", success: true, detail: null, counts: { article_views: 0, view_totals: 0, source_views: 0, feed_failures: 0, ai_usage: 0 } });
    expect(result.checks.map((check) => [check.name, check.success])).toEqual([
      ["articles.views / article_view_totals", true],
      ["article_view_totals / article_daily_views", true],
      ["source_daily_views / article_daily_views", true],
      ["rss_feeds.consecutive_failures / last_sync_status", true],
      ["ai_usage_tracking / articles enriched today", true],
    ]);
  });

  it("names each counter that differs, by how many rows and how much, and mends nothing", async () => {
    await testDb.db.update(articles).set({ views: sql`${articles.views} + 5` }).where(eq(articles.id, ansa));
    await testDb.db.update(articleViewTotals).set({ views: sql`${articleViewTotals.views} + 1` }).where(eq(articleViewTotals.article_id, post));
    await testDb.db.update(sourceDailyViews).set({ views: sql`${sourceDailyViews.views} + 2` }).where(eq(sourceDailyViews.source_name, "ANSA"));
    await testDb.db.update(rssFeeds).set({ consecutive_failures: 3 }).where(eq(rssFeeds.name, "Buono"));
    await insertPublished(testDb.db, [1, 2, 3].map(() => ({ processed_by_ai_provider: "openai", ai_processed_at: NOW })));
    const result = await run();
    expect(result).toMatchObject({ success: false, detail: "5 of 5 counters differ from the real counts", counts: { article_views: 2, view_totals: 1, source_views: 1, feed_failures: 1, ai_usage: 1 } });
    expect(result.checks.map((check) => check.detail)).toEqual([
      "2 rows differ, by 6 in all",
      "1 row differs, by 1 in all",
      "1 row differs, by 2 in all",
      "1 row differs, by 1 in all",
      "1 row differs, by 2 in all",
    ]);
    // Read-only: a second run finds the same.
    expect((await run()).counts).toEqual(result.counts);
  });
});
