import { sql } from "drizzle-orm";
import { isEmbeddedDatabase, queryRows } from "../../db/database.js";
import type { ToolDeps, ToolOutcome } from "./tool-deps.js";

/**
 * "Test connessione database": one timed real query that reads what the
 * engine can tell, its version and the database's size. A failure throws the
 * driver's own words, which the runner reports as the detail.
 */
export async function testDatabase(deps: ToolDeps): Promise<ToolOutcome> {
  const started = performance.now();
  const [row] = await queryRows<{ version: string; bytes: string }>(deps.db, sql`select version() as version, pg_database_size(current_database())::text as bytes`);
  const queryMs = Math.round(performance.now() - started);
  const engine = isEmbeddedDatabase(deps.db) ? "pglite" : "postgresql";
  return {
    success: true,
    detail: null,
    checks: [
      { name: "engine", success: true, detail: engine },
      { name: "version", success: true, detail: row?.version ?? null },
    ],
    counts: { query_ms: queryMs, database_bytes: Number(row?.bytes ?? 0) },
  };
}
