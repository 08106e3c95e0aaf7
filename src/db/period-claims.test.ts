import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { claimEvery, claimRomeDay } from "./period-claims.js";

const testDb = useTestDatabase();
const HOUR = 3_600_000;

describe("claims of once-per-period work", () => {
  it("claimEvery: once per period, then again", async () => {
    const start = new Date("2026-11-21T10:00:00Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await claimEvery(testDb.db, "error:feeds_all_failing", start, HOUR)).toBe(true);
    expect(await claimEvery(testDb.db, "error:feeds_all_failing", at(HOUR - 1000), HOUR)).toBe(false);
    expect(await claimEvery(testDb.db, "error:job_failed", at(HOUR - 1000), HOUR)).toBe(true);
    expect(await claimEvery(testDb.db, "error:feeds_all_failing", at(HOUR), HOUR)).toBe(true);
  });

  it("claimRomeDay: once per calendar day in Rome, which is not UTC's", async () => {
    // 23:59 and 00:01 in Rome (UTC+1) are two days; 00:01 and 23:59 of one Rome day are one.
    expect(await claimRomeDay(testDb.db, "job:auto-cleanup", new Date("2026-11-21T22:59:00Z"))).toBe(true);
    expect(await claimRomeDay(testDb.db, "job:auto-cleanup", new Date("2026-11-21T23:01:00Z"))).toBe(true);
    expect(await claimRomeDay(testDb.db, "job:auto-cleanup", new Date("2026-11-22T22:58:00Z"))).toBe(false);
    // A clock change day is one day too.
    expect(await claimRomeDay(testDb.db, "job:mail-daily-digest", new Date("2026-10-25T00:30:00Z"))).toBe(true);
    expect(await claimRomeDay(testDb.db, "job:mail-daily-digest", new Date("2026-10-25T01:30:00Z"))).toBe(false);
  });

  it("gives one winner to callers asking at the same moment", async () => {
    const now = new Date("2026-11-21T10:00:00Z");
    const days = await Promise.all(Array.from({ length: 4 }, () => claimRomeDay(testDb.db, "job:mail-daily-digest", now)));
    const hours = await Promise.all(Array.from({ length: 4 }, () => claimEvery(testDb.db, "storage_warning", now, HOUR)));
    expect(days.filter(Boolean)).toHaveLength(1);
    expect(hours.filter(Boolean)).toHaveLength(1);
  });
});
