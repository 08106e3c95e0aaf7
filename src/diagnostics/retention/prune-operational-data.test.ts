import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { cookieConsents, statistics, systemHealthMetrics, systemLogs } from "../../db/schema/index.js";
import { createLogger } from "../../platform/log.js";
import { STATISTICS_PERIODS } from "../../shared/statistics.js";
import { statisticsReport } from "../../statistics/statistics-report.js";
import { pruneOperationalData, runRetention } from "./prune-operational-data.js";

const testDb = useTestDatabase();
const NOW = new Date("2026-11-25T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

async function rows() {
  const [logs] = await testDb.db.select({ n: count() }).from(systemLogs);
  const [health] = await testDb.db.select({ n: count() }).from(systemHealthMetrics);
  const [views] = await testDb.db.select({ n: count() }).from(statistics);
  return { system_logs: logs!.n, system_health_metrics: health!.n, statistics: views!.n };
}

async function storeAged(ages: number[]) {
  const [article] = await insertPublished(testDb.db, [{ source_name: "ANSA", published_at: daysAgo(400) }]);
  for (const age of ages) {
    await testDb.db.insert(systemLogs).values({ timestamp: daysAgo(age), log_level: "info", category: "system", source: "test", message: `${age} giorni` });
    await testDb.db.insert(systemHealthMetrics).values({ timestamp: daysAgo(age), status: "healthy", cpu_usage: 1, memory_usage: 2, disk_usage: 3, database_query_time: 1 });
    await testDb.db.insert(statistics).values({ article_id: article!, user_agent: "Mozilla/5.0", created_at: daysAgo(age) });
  }
}

describe("pruneOperationalData", () => {
  it("removes log lines, health readings and raw views older than 30 days, and says how many", async () => {
    await storeAged([1, 29.9, 30.1, 45, 200]);
    expect(await pruneOperationalData(testDb.db, { now: NOW })).toEqual({ system_logs: 3, system_health_metrics: 3, statistics: 3, cookie_consents: 0 });
    expect(await rows()).toEqual({ system_logs: 2, system_health_metrics: 2, statistics: 2 });
    // Nothing left past the limit: nothing to do.
    expect(await pruneOperationalData(testDb.db, { now: NOW })).toEqual({ system_logs: 0, system_health_metrics: 0, statistics: 0, cookie_consents: 0 });
  });

  it("works in batches until nothing old is left", async () => {
    await storeAged(Array.from({ length: 11 }, (_, n) => 31 + n));
    expect(await pruneOperationalData(testDb.db, { now: NOW, batchSize: 3 })).toEqual({ system_logs: 11, system_health_metrics: 11, statistics: 11, cookie_consents: 0 });
    expect(await rows()).toEqual({ system_logs: 0, system_health_metrics: 0, statistics: 0 });
  });

  it("keeps cookie choices for a year, the proof of consent, and removes them after", async () => {
    const consentId = "5b0d6c1e-8a43-4f5e-9a1b-3c2d4e5f6a7b";
    await testDb.db.insert(cookieConsents).values(
      [1, 183, 364.9, 365.1, 500].map((age) => ({ consent_id: consentId, analytics: false, advertising: false, policy_version: `${age}`, created_at: daysAgo(age) })),
    );
    expect(await pruneOperationalData(testDb.db, { now: NOW })).toMatchObject({ system_logs: 0, cookie_consents: 2 });
    const kept = await testDb.db.select({ version: cookieConsents.policy_version }).from(cookieConsents);
    expect(kept.map((row) => row.version).sort()).toEqual(["1", "183", "364.9"]);
  });

  it("leaves every Statistiche figure as it was: the totals outlive the raw views", async () => {
    const [ansa, post] = await insertPublished(testDb.db, [
      { source_name: "ANSA", published_at: daysAgo(300), category: "politica" },
      { source_name: "Il Post", published_at: daysAgo(40), category: "sport" },
    ]);
    await testDb.db.execute(sql`
      insert into statistics (article_id, user_agent, created_at)
      select case when n % 3 = 0 then ${post}::uuid else ${ansa}::uuid end, 'Mozilla/5.0', ${NOW.toISOString()}::timestamptz - (n * interval '7 hours')
      from generate_series(1, 300) n`);
    const before = await Promise.all(STATISTICS_PERIODS.map((period) => statisticsReport(testDb.db, period, NOW)));
    const removed = await pruneOperationalData(testDb.db, { now: NOW });
    expect(removed.statistics).toBeGreaterThan(150);
    const after = await Promise.all(STATISTICS_PERIODS.map((period) => statisticsReport(testDb.db, period, NOW)));
    expect(after).toEqual(before);
    expect(before.find((report) => report.period === "year")?.totals.views).toBe(300);
  });
});

describe("the worker's retention run", () => {
  it("logs what it removed in the system log, and nothing when there was nothing", async () => {
    const lines: string[] = [];
    const logger = createLogger("info", { isTTY: false, write: (line: string) => lines.push(line) } as unknown as NodeJS.WriteStream);
    await runRetention(testDb.db, logger, NOW);
    expect(lines).toEqual([]);
    await storeAged([40]);
    await runRetention(testDb.db, logger, NOW);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ category: "system", source: "ops-retention", system_logs: 1, system_health_metrics: 1, statistics: 1, cookie_consents: 0 }),
    ]);
  });
});
