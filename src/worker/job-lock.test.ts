import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { tryAcquireLease } from "./job-lock.js";

const testDb = useTestDatabase();

describe("job leases", () => {
  it("lets one of many simultaneous takers win, in one process as across instances", async () => {
    const attempts = await Promise.all(Array.from({ length: 8 }, () => tryAcquireLease(testDb.db, "sync", 60_000)));
    expect(attempts.filter(Boolean)).toHaveLength(1);
  });

  it("is free again once released", async () => {
    const first = await tryAcquireLease(testDb.db, "sync", 60_000);
    expect(await tryAcquireLease(testDb.db, "sync", 60_000)).toBeNull();
    await first!.release();
    expect(await tryAcquireLease(testDb.db, "sync", 60_000)).not.toBeNull();
  });

  it("is taken over when the holder's lease expired (a crashed instance)", async () => {
    const crashed = await tryAcquireLease(testDb.db, "sync", 60_000);
    await testDb.db.execute(sql`update job_locks set expires_at = now() - interval '1 second'`);
    const next = await tryAcquireLease(testDb.db, "sync", 60_000);
    expect(next).not.toBeNull();
    // The old holder can no longer renew or release the new holder's lease.
    expect(await crashed!.renew()).toBe(false);
    await crashed!.release();
    expect(await tryAcquireLease(testDb.db, "sync", 60_000)).toBeNull();
  });

  it("keeps different jobs independent", async () => {
    expect(await tryAcquireLease(testDb.db, "sync", 60_000)).not.toBeNull();
    expect(await tryAcquireLease(testDb.db, "cleanup", 60_000)).not.toBeNull();
  });
});
