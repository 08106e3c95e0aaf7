import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { queryRows, type Database } from "./database.js";
import { migrationsFolder } from "./migrate.js";
import { claimEvery, claimRomeDay } from "./period-claims.js";

// The schema goes back to before migration 0024 and forward again: a database of its own for each test.
const testDb = useTestDatabase({ fresh: true });
const HOUR = 3_600_000;

/** The names PostgreSQL 18 gives NOT NULL constraints (earlier versions name none). */
async function notNullNames(db: Database): Promise<string[]> {
  const rows = await queryRows<{ conname: string }>(db, sql`select conname from pg_constraint where conrelid = 'period_claims'::regclass and contype = 'n' order by conname`);
  return rows.map((row) => row.conname);
}

/** The table as migration 0016 made it, before 0024. */
async function backTo0023(db: Database): Promise<void> {
  if ((await notNullNames(db)).length > 0) {
    await db.execute(sql.raw(`ALTER TABLE "period_claims" RENAME CONSTRAINT "period_claims_key_not_null" TO "mail_notifications_kind_not_null"`));
    await db.execute(sql.raw(`ALTER TABLE "period_claims" RENAME CONSTRAINT "period_claims_claimed_at_not_null" TO "mail_notifications_sent_at_not_null"`));
  }
  await db.execute(sql.raw(`ALTER TABLE "period_claims" RENAME CONSTRAINT "period_claims_pkey" TO "mail_notifications_pkey"`));
  await db.execute(sql.raw(`ALTER TABLE "period_claims" RENAME COLUMN "claimed_at" TO "sent_at"`));
  await db.execute(sql.raw(`ALTER TABLE "period_claims" RENAME COLUMN "key" TO "kind"`));
  await db.execute(sql.raw(`ALTER TABLE "period_claims" RENAME TO "mail_notifications"`));
}

/** Runs migration 0024, as drizzle's migrator does: its statements in one transaction. */
async function migrate0024(db: Database): Promise<void> {
  const text = await readFile(path.join(migrationsFolder, "0024_period-claims.sql"), "utf8");
  await db.transaction(async (tx) => {
    for (const statement of text.split("--> statement-breakpoint")) await tx.execute(sql.raw(statement));
  });
}

describe("migration 0024 (mail_notifications renamed period_claims)", () => {
  it("keeps every claim: a day taken stays taken, a throttle keeps its time", async () => {
    const now = new Date("2026-11-21T10:00:00Z");
    await backTo0023(testDb.db);
    await testDb.db.execute(
      sql`insert into mail_notifications (kind, sent_at) values
            ('job:auto-cleanup', ${now.toISOString()}::timestamptz),
            ('error:job_failed', ${now.toISOString()}::timestamptz),
            ('job-ok:rss-sync', '2026-11-20T08:00:00Z'::timestamptz)`,
    );

    await migrate0024(testDb.db);

    const rows = await queryRows<{ key: string; claimed_ms: number }>(
      testDb.db,
      sql`select key, (extract(epoch from claimed_at) * 1000)::float8 as claimed_ms from period_claims order by key`,
    );
    expect(rows.map((row) => [row.key, new Date(Number(row.claimed_ms)).toISOString()])).toEqual([
      ["error:job_failed", "2026-11-21T10:00:00.000Z"],
      ["job-ok:rss-sync", "2026-11-20T08:00:00.000Z"],
      ["job:auto-cleanup", "2026-11-21T10:00:00.000Z"],
    ]);
    expect(await claimRomeDay(testDb.db, "job:auto-cleanup", new Date(now.getTime() + HOUR))).toBe(false);
    expect(await claimEvery(testDb.db, "error:job_failed", new Date(now.getTime() + HOUR - 1000), HOUR)).toBe(false);
    expect(await claimEvery(testDb.db, "error:job_failed", new Date(now.getTime() + HOUR), HOUR)).toBe(true);
  });

  it("names the constraints as a table created period_claims would have them, on PostgreSQL 18 and before", async () => {
    const namedNotNull = (await notNullNames(testDb.db)).length > 0;
    await backTo0023(testDb.db);
    await migrate0024(testDb.db);
    const constraints = await queryRows<{ conname: string }>(
      testDb.db,
      sql`select conname from pg_constraint where conrelid = 'period_claims'::regclass order by conname`,
    );
    const notNull = namedNotNull ? ["period_claims_claimed_at_not_null", "period_claims_key_not_null"] : [];
    expect(constraints.map((row) => row.conname)).toEqual([...notNull, "period_claims_pkey"]);
    const [old] = await queryRows<{ n: number }>(testDb.db, sql`select count(*)::int as n from pg_class where relname like 'mail_notifications%'`);
    expect(old?.n).toBe(0);
  });
});
