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

  it("runs the work's statements under the limits on PostgreSQL, in one round trip each (no transaction around them)", async () => {
    const read = (db: typeof testDb.db) =>
      queryRows<{ timeout: string; workers: string; in_transaction: boolean }>(
        db,
        sql`select current_setting('statement_timeout') as timeout, current_setting('max_parallel_workers_per_gather') as workers,
            now() <> statement_timestamp() as in_transaction`,
      );
    const [serial] = await withStatementTimeout(testDb.db, 2_000, read, { serial: true });
    const [parallel] = await withStatementTimeout(testDb.db, 1_500, read);
    if (testDb.handle.engine !== "postgres") return;
    expect(serial).toMatchObject({ timeout: "2s", workers: "0" });
    expect(parallel!.timeout).toBe("1500ms");
    expect(parallel!.workers).not.toBe("0");
    // Inside the transaction a SET LOCAL needs, now() would be the transaction's start, before this statement's.
    const [later] = await withStatementTimeout(testDb.db, 2_000, async (db) => {
      await queryRows(db, sql`select pg_sleep(0.01)`);
      return read(db);
    });
    expect(later!.in_transaction).toBe(false);
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
