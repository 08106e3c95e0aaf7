import { beforeEach, describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { signIn, useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { statistics } from "../../db/schema/index.js";
import { statisticsReportSchema } from "../../shared/statistics.js";

const testDb = useTestDatabase();
// 00:30 on 25 November in Rome: still the 24th in UTC.
const server = useTestApp(testDb, {}, { now: () => new Date("2026-11-24T23:30:00Z") });
let token: string;

beforeEach(async () => {
  token = (await signIn(server.app)).session.access_token;
});

function get(query: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }) {
  return server.app.inject({ method: "GET", url: `/api/admin/statistics${query}`, headers });
}

describe("GET /api/admin/statistics", () => {
  it("answers the last seven Rome days without a period, counted by the server's clock", async () => {
    const [id] = await insertPublished(testDb.db, [{ published_at: new Date("2026-11-24T08:00:00Z") }]);
    await testDb.db.insert(statistics).values([
      { article_id: id!, created_at: new Date("2026-11-24T09:00:00Z") },
      { article_id: id!, created_at: new Date("2026-11-24T23:10:00Z") },
    ]);
    const response = await get("");
    expect(response.statusCode).toBe(200);
    const report = statisticsReportSchema.parse(response.json());
    expect(report).toMatchObject({ period: "week", from: "2026-11-19", to: "2026-11-25", totals: { articles: 1, views: 2, average_views: 2 } });
    expect(report.views_per_day.slice(-2)).toEqual([
      { day: "2026-11-24", views: 1 },
      { day: "2026-11-25", views: 1 },
    ]);
  });

  it.each([
    ["today", "2026-11-25", 1],
    ["month", "2026-10-27", 30],
    ["year", "2025-11-26", 365],
  ])("answers period=%s from %s with %i days", async (period, from, days) => {
    const report = (await get(`?period=${period}`)).json();
    expect(report).toMatchObject({ period, from, to: "2026-11-25" });
    expect(report.views_per_day).toHaveLength(days);
  });

  it.each(["week2", "", "TODAY", "7"])("refuses period=%s with 400 validation_failed", async (period) => {
    const response = await get(`?period=${period}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "validation_failed", message: expect.stringContaining("period must be one of today, week, month, year") });
  });

  it("refuses a visitor without an admin token", async () => {
    expect((await get("?period=week", {})).statusCode).toBe(401);
    expect((await get("?period=week", { authorization: "Bearer not-a-token" })).statusCode).toBe(401);
  });
});
