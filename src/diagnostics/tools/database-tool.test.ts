import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { createAiFetch } from "../../ai/ai-fetch.js";
import { openDatabase } from "../../db/client.js";
import { isEmbeddedDatabase, type Database } from "../../db/database.js";
import { createFetcher } from "../../feeds/fetch/fetcher.js";
import { runDiagnosticTool } from "./run-tool.js";
import type { ToolDeps } from "./tool-deps.js";

const testDb = useTestDatabase();
const fetcher = createFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: true });
afterAll(() => fetcher.close());

function deps(db: Database): ToolDeps {
  return { db, aiFetch: createAiFetch({ allowPrivateNetwork: true }), fetcher, clearPublicCaches: () => ({}) };
}

describe("the database tool", () => {
  it("times a real query and says what the engine is, its version and the database's size", async () => {
    const result = await runDiagnosticTool("database", deps(testDb.db));
    expect(result).toMatchObject({ tool: "database", success: true, detail: null });
    expect(result.checks).toEqual([
      { name: "engine", success: true, detail: isEmbeddedDatabase(testDb.db) ? "pglite" : "postgresql" },
      { name: "version", success: true, detail: expect.stringMatching(/^PostgreSQL \d+/) },
    ]);
    expect(result.counts.database_bytes).toBeGreaterThan(1_000_000);
    expect(result.counts.query_ms).toBeGreaterThanOrEqual(0);
  });

  it("answers a database it cannot reach with the driver's own words, never an exception", async () => {
    // Nothing listens on port 1: the driver's connection is refused.
    const unreachable = await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/rassegna" });
    try {
      const result = await runDiagnosticTool("database", deps(unreachable.db));
      expect(result).toMatchObject({ tool: "database", success: false, checks: [], counts: {} });
      expect(result.detail).toBe("connect ECONNREFUSED 127.0.0.1:1");
    } finally {
      await unreachable.close();
    }
  });
});
