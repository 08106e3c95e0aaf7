import { beforeEach, describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { signIn, useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { onContentChanged } from "../../articles/content-events.js";
import { rssFeeds, systemLogs } from "../../db/schema/index.js";
import { DIAGNOSTIC_TOOLS } from "../../shared/constants.js";
import type { ToolResult } from "../../shared/diagnostics.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);
let token: string;

beforeEach(async () => {
  token = (await signIn(server.app)).session.access_token;
});

async function runTool(tool: string) {
  return server.app.inject({ method: "POST", url: `/api/admin/tools/${tool}`, headers: { authorization: `Bearer ${token}` } });
}

describe("POST /api/admin/tools/:tool", () => {
  it("runs each of the six tools and answers the documented shape", async () => {
    for (const tool of DIAGNOSTIC_TOOLS) {
      const response = await runTool(tool);
      expect(response.statusCode, tool).toBe(200);
      const result = response.json<ToolResult>();
      expect(result, tool).toMatchObject({ tool, success: true, detail: null });
      expect(result.duration_ms, tool).toBeGreaterThanOrEqual(0);
    }
  });

  it("empties the public caches of this process and says how many entries each held", async () => {
    await insertPublished(testDb.db, [{}, {}]);
    await server.app.inject({ url: "/api/articles" });
    await server.app.inject({ url: "/api/articles?category=cronaca" });
    expect(server.reads.listings.size).toBe(2);
    const result = (await runTool("page-cache")).json<ToolResult>();
    expect(result).toMatchObject({ success: true, counts: { listings: 2, missing_articles: 0 } });
    expect(server.reads.listings.size).toBe(0);
  });

  it("tells the other instances to empty theirs: a content change every process hears", async () => {
    let heard = 0;
    const stop = onContentChanged(() => (heard += 1));
    try {
      await runTool("page-cache");
    } finally {
      stop();
    }
    expect(heard).toBe(1);
  });

  it("removes old log lines and says how many", async () => {
    await testDb.db.insert(systemLogs).values([
      { timestamp: new Date(Date.now() - 40 * 86_400_000), log_level: "info", category: "system", source: "t", message: "vecchia" },
      { log_level: "info", category: "system", source: "t", message: "nuova" },
    ]);
    const result = (await runTool("cleanup-logs")).json<ToolResult>();
    expect(result.counts).toEqual({ system_logs: 1, system_health_metrics: 0, statistics: 0, cookie_consents: 0 });
    expect((await testDb.db.select().from(systemLogs)).map((line) => line.message)).toEqual(["nuova"]);
  });

  it("answers a tool that finds a failure with 200, success false and the detail", async () => {
    // Nothing listens on port 1.
    await testDb.db.insert(rssFeeds).values({ name: "Irraggiungibile", feed_url: "http://127.0.0.1:1/rss.xml" });
    const response = await runTool("feeds");
    expect(response.statusCode).toBe(200);
    expect(response.json<ToolResult>()).toMatchObject({ tool: "feeds", success: false, detail: "1 of 1 feeds failed", checks: [{ name: "Irraggiungibile", success: false }] });
  });

  it.each(["unknown", "DATABASE", "..%2Fdatabase"])("refuses the tool %j with 400", async (tool) => {
    const response = await runTool(tool);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_failed", message: expect.stringContaining("tool must be one of database, ai-providers") });
  });

  it("needs an admin", async () => {
    expect((await server.app.inject({ method: "POST", url: "/api/admin/tools/database" })).statusCode).toBe(401);
  });
});
