import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { ServiceUnavailableError } from "./errors.js";
import { queryRows } from "../db/database.js";
import { withStatementTimeout } from "./statement-timeout.js";

const testDb = useTestDatabase();

describe("withStatementTimeout", () => {
  it("answers the work's result, and leaves the connection's own setting as it was", async () => {
    const rows = await withStatementTimeout(testDb.db, 2_000, (db) => queryRows<{ n: number }>(db, sql`select 1 as n`));
    expect(rows).toEqual([{ n: 1 }]);
    const [setting] = await queryRows<{ statement_timeout: string }>(testDb.db, sql`show statement_timeout`);
    expect(setting!.statement_timeout).toBe("0");
  });

  it("turns a statement past the limit into 503 with Retry-After on PostgreSQL (PGlite cannot cancel one, and finishes it)", async () => {
    const work = withStatementTimeout(testDb.db, 50, (db) => queryRows(db, sql`select pg_sleep(0.3)`));
    if (testDb.handle.engine === "postgres") {
      await expect(work).rejects.toBeInstanceOf(ServiceUnavailableError);
      await expect(work).rejects.toMatchObject({ status: 503, retryAfterSeconds: 1 });
    } else {
      await expect(work).resolves.toHaveLength(1);
    }
  });
});
