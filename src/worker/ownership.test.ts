import { sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { insertPendingArticles } from "../../tests/helpers/article-rows.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { claimPendingArticles } from "../articles/lifecycle/index.js";
import { queryRows } from "../db/database.js";
import { tryAcquireLease } from "../db/leases.js";
import { keepOwnership } from "./ownership.js";

const testDb = useTestDatabase();
const logger = pino({ level: "silent" });
const owner = "web-1:4321:abcdef";

describe("a process's ownership of leases and claims", () => {
  it("renews both, so they outlive their first minute while the process lives", async () => {
    const start = new Date("2026-11-21T10:00:00Z");
    let clock = start;
    const ownership = keepOwnership(testDb.db, logger, { owner, everyMs: 3_600_000, now: () => clock });
    await insertPendingArticles(testDb.db, 1);
    await claimPendingArticles(testDb.db, 1, start, { owner });
    await tryAcquireLease(testDb.db, "feed-sync", undefined, owner);
    await testDb.db.execute(sql`update job_locks set expires_at = now() + interval '5 seconds'`);

    clock = new Date(start.getTime() + 50_000);
    await ownership.renew();
    const [lease] = await queryRows<{ left_s: number }>(testDb.db, sql`select extract(epoch from expires_at - now())::float as left_s from job_locks`);
    expect(lease!.left_s).toBeGreaterThan(50);
    expect(await claimPendingArticles(testDb.db, 1, new Date(start.getTime() + 70_000), { owner: "other:1:000000" })).toEqual([]);
    await ownership.release();
  });

  it("gives everything back at once on release, and stops renewing", async () => {
    const ownership = keepOwnership(testDb.db, logger, { owner, everyMs: 3_600_000 });
    await insertPendingArticles(testDb.db, 3);
    await claimPendingArticles(testDb.db, 3, new Date(), { owner });
    await tryAcquireLease(testDb.db, "feed-sync", undefined, owner);
    expect(await ownership.release()).toEqual({ claims: 3, leases: 1 });
    expect(await claimPendingArticles(testDb.db, 10, new Date(), { owner: "other:1:000000" })).toHaveLength(3);
    expect(await tryAcquireLease(testDb.db, "feed-sync", undefined, "other:1:000000")).not.toBeNull();
  });
});
