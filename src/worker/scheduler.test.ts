import { asc, eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../tests/helpers/manual-clock.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { claimRomeDay } from "../db/period-claims.js";
import { errorLogs } from "../db/schema/index.js";
import { startScheduler, type DailyJob, type Job } from "./scheduler.js";

const testDb = useTestDatabase();
const logger = pino({ level: "silent" });
const stops: Array<() => Promise<void>> = [];

afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

function schedule(jobs: Job[], clock: ManualClock): () => Promise<void> {
  const stop = startScheduler(jobs, { db: testDb.db, logger, clock });
  stops.push(stop);
  return stop;
}

/** A daily job at `time` (or whatever `time()` says) that notes each run's instant. */
function dailyJob(time: string | null | (() => string | null), runs: string[] = []): DailyJob & { runs: string[] } {
  return {
    name: "daily-test",
    dailyAt: async () => (typeof time === "function" ? time() : time),
    run: async (at) => void runs.push(at.toISOString()),
    runs,
  };
}

describe("interval jobs", () => {
  it("run every interval, at the clock's time", async () => {
    const clock = manualClock("2026-11-21T10:00:00Z");
    const runs: string[] = [];
    schedule([{ name: "every-minute", everyMs: 60_000, run: async (at) => void runs.push(at.toISOString()) }], clock);
    await clock.advance(3 * 60_000 + 30_000);
    expect(runs).toEqual(["2026-11-21T10:01:00.000Z", "2026-11-21T10:02:00.000Z", "2026-11-21T10:03:00.000Z"]);
  });
});

describe("daily jobs at a Rome time of day", () => {
  it("run at midnight in Rome, once each day", async () => {
    // 23:50 in Rome (winter time, UTC+1), and today's run is done.
    const clock = manualClock("2026-11-21T22:50:00Z");
    await claimRomeDay(testDb.db, "job:daily-test", new Date("2026-11-21T08:00:00Z"));
    const job = dailyJob("00:00");
    schedule([job], clock);
    await clock.advanceTo("2026-11-23T23:10:00Z");
    expect(job.runs).toEqual(["2026-11-21T23:00:00.000Z", "2026-11-22T23:00:00.000Z", "2026-11-23T23:00:00.000Z"]);
  });

  it("at 23:59 run before midnight and not again just after it", async () => {
    const clock = manualClock("2026-07-01T21:50:00Z");
    const job = dailyJob("23:59");
    schedule([job], clock);
    // Summer time, UTC+2: 23:59 in Rome is 21:59 UTC.
    await clock.advanceTo("2026-07-02T21:00:00Z");
    expect(job.runs).toEqual(["2026-07-01T21:59:00.000Z"]);
  });

  it("on the last Sunday of March, when 02:30 never comes, run at 03:00", async () => {
    // 01:00 CET; at 02:00 CET (01:00 UTC) clocks jump to 03:00 CEST.
    const clock = manualClock("2026-03-29T00:00:00Z");
    const job = dailyJob("02:30");
    schedule([job], clock);
    await clock.advanceTo("2026-03-29T21:00:00Z");
    expect(job.runs).toEqual(["2026-03-29T01:00:00.000Z"]);
  });

  it("on the last Sunday of October, when 02:30 comes twice, run once", async () => {
    // Midnight CEST; at 03:00 CEST (01:00 UTC) clocks go back to 02:00 CET.
    const clock = manualClock("2026-10-24T22:00:00Z");
    const job = dailyJob("02:30");
    schedule([job], clock);
    await clock.advanceTo("2026-10-25T22:59:00Z");
    expect(job.runs).toEqual(["2026-10-25T00:30:00.000Z"]);
  });

  it("when the process starts after the time, run at its first check that day", async () => {
    // 03:05 in Rome; the job is due at 03:00 and has not run today.
    const clock = manualClock("2026-11-21T02:05:00Z");
    const job = dailyJob("03:00");
    schedule([job], clock);
    await clock.advanceTo("2026-11-21T22:00:00Z");
    expect(job.runs).toEqual(["2026-11-21T02:06:00.000Z"]);
  });

  it("after a restart the same day, do not run again (the mark is in the database)", async () => {
    const clock = manualClock("2026-11-21T01:55:00Z");
    const first = dailyJob("03:00");
    const stopFirst = schedule([first], clock);
    await clock.advanceTo("2026-11-21T02:03:00Z");
    await stopFirst();
    expect(first.runs).toEqual(["2026-11-21T02:00:00.000Z"]);

    const second = dailyJob("03:00");
    schedule([second], clock);
    await clock.advanceTo("2026-11-22T02:30:00Z");
    expect(second.runs).toEqual(["2026-11-22T02:00:00.000Z"]);
  });

  it("with two instances, run once a day between them", async () => {
    const clock = manualClock("2026-11-21T01:55:00Z");
    const runs: string[] = [];
    schedule([dailyJob("03:00", runs)], clock);
    schedule([dailyJob("03:00", runs)], clock);
    await clock.advanceTo("2026-11-23T03:00:00Z");
    expect(runs).toEqual(["2026-11-21T02:00:00.000Z", "2026-11-22T02:00:00.000Z", "2026-11-23T02:00:00.000Z"]);
  });

  it("read their time at each check: off means no run, and a later time moves the run", async () => {
    const clock = manualClock("2026-11-21T01:00:00Z");
    let time: string | null = null;
    const job = dailyJob(() => time);
    schedule([job], clock);
    await clock.advanceTo("2026-11-21T08:00:00Z");
    expect(job.runs).toEqual([]);
    // Switched on at 09:00 for 10:30 (Rome).
    time = "10:30";
    await clock.advanceTo("2026-11-21T10:00:00Z");
    expect(job.runs).toEqual(["2026-11-21T09:30:00.000Z"]);
  });
});

describe("job failures", () => {
  const rows = () =>
    testDb.db
      .select({ type: errorLogs.error_type, severity: errorLogs.severity, source: errorLogs.source, message: errorLogs.error_message, stack: errorLogs.stack_trace })
      .from(errorLogs)
      .where(eq(errorLogs.source, "flaky"))
      .orderBy(asc(errorLogs.timestamp));

  it("are written to error_logs, critical on the third in a row, and a success starts the count again", async () => {
    const clock = manualClock("2026-11-21T10:00:00Z");
    const outcomes = ["fail", "fail", "fail", "fail", "ok", "fail"];
    let run = 0;
    schedule(
      [
        {
          name: "flaky",
          everyMs: 60_000,
          run: async () => {
            if (outcomes[run++] === "fail") throw new Error("database unreachable");
          },
        },
      ],
      clock,
    );
    await clock.advance(6 * 60_000);
    const written = await rows();
    expect(written.map((row) => row.severity)).toEqual(["medium", "medium", "critical", "critical", "medium"]);
    expect(written[0]).toMatchObject({ type: "job_failed", source: "flaky", message: 'Scheduled job "flaky" failed: database unreachable' });
    expect(written[0]!.stack).toContain("Error: database unreachable");
  });

  it("of a daily job count across instances, and never rerun it the same day", async () => {
    const clock = manualClock("2026-11-21T01:55:00Z");
    const failing: DailyJob = {
      name: "flaky",
      dailyAt: async () => "03:00",
      run: async () => {
        throw new Error("cleanup failed");
      },
    };
    // Two instances; each day one of them runs the job and fails.
    schedule([failing], clock);
    schedule([{ ...failing }], clock);
    await clock.advanceTo("2026-11-23T03:00:00Z");
    expect((await rows()).map((row) => row.severity)).toEqual(["medium", "medium", "critical"]);
  });

  it("do not stop the other jobs", async () => {
    const clock = manualClock("2026-11-21T10:00:00Z");
    let healthy = 0;
    schedule(
      [
        { name: "flaky", everyMs: 60_000, run: () => Promise.reject(new Error("boom")) },
        { name: "healthy", everyMs: 60_000, run: async () => void (healthy += 1) },
      ],
      clock,
    );
    await clock.advance(2 * 60_000);
    expect(healthy).toBe(2);
    expect(await rows()).toHaveLength(2);
  });
});
