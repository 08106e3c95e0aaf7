import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { LEASE_TTL_MS, releaseLeasesOf, renewLeasesOf, tryAcquireLease } from "./leases.js";

const testDb = useTestDatabase();

/** Leases run on the database's clock: moving their deadlines back is time passing for them. */
const elapse = (seconds: number) => testDb.db.execute(sql`update job_locks set expires_at = expires_at - make_interval(secs => ${seconds})`);

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
    // The old holder can no longer release the new holder's lease.
    await crashed!.release();
    expect(await tryAcquireLease(testDb.db, "sync", 60_000)).toBeNull();
  });

  it("keeps different jobs independent", async () => {
    expect(await tryAcquireLease(testDb.db, "sync", 60_000)).not.toBeNull();
    expect(await tryAcquireLease(testDb.db, "cleanup", 60_000)).not.toBeNull();
  });

  it("is taken over about a minute after its owner stopped renewing it (a killed process)", async () => {
    expect(await tryAcquireLease(testDb.db, "sync", undefined, "dead-host:7:aaaa")).not.toBeNull();
    await elapse(LEASE_TTL_MS / 1000 - 5);
    expect(await tryAcquireLease(testDb.db, "sync", undefined, "live-host:7:bbbb")).toBeNull();
    await elapse(10);
    expect(await tryAcquireLease(testDb.db, "sync", undefined, "live-host:7:bbbb")).not.toBeNull();
  });

  it("is never taken from a live owner that keeps renewing it, however long its job runs", async () => {
    expect(await tryAcquireLease(testDb.db, "sync", undefined, "live-host:7:aaaa")).not.toBeNull();
    for (let renewal = 0; renewal < 10; renewal++) {
      await elapse(20);
      expect(await renewLeasesOf(testDb.db, "live-host:7:aaaa")).toBe(1);
      expect(await tryAcquireLease(testDb.db, "sync", undefined, "other-host:9:cccc")).toBeNull();
    }
  });

  it("frees at once every lease of an owner that stops cleanly, and only its own", async () => {
    await tryAcquireLease(testDb.db, "sync", undefined, "stopping:1:aaaa");
    await tryAcquireLease(testDb.db, "cleanup", undefined, "stopping:1:aaaa");
    await tryAcquireLease(testDb.db, "social", undefined, "staying:2:bbbb");
    expect(await releaseLeasesOf(testDb.db, "stopping:1:aaaa")).toBe(2);
    expect(await tryAcquireLease(testDb.db, "sync")).not.toBeNull();
    expect(await tryAcquireLease(testDb.db, "social")).toBeNull();
  });
});
