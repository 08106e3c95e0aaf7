import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { errorLogs, systemHealthMetrics } from "../../db/schema/index.js";
import { DatabaseUnreachableError } from "../../platform/errors.js";
import { collectOnSchedule, createHealthCollector } from "./collector.js";
import type { HealthProbes } from "./probes.js";

const testDb = useTestDatabase();
const HOUR = 60 * 60_000;

/** A calm machine serving HTTP; each test changes what it needs. */
function probes(change: Partial<HealthProbes> = {}): HealthProbes {
  return {
    cpu: async () => 12.34,
    memory: async () => 40,
    disk: async () => ({ percent: 55, path: "/srv/rassegna/data" }),
    database: async () => 2.26,
    http: async () => ({ connections: 3, apiMs: 4.44 }),
    ...change,
  };
}

/** A clock the test moves; starts at the real time, as the rows' own timestamps do. */
function movableClock() {
  // Still between advances: a clock that followed the real one moved a millisecond between the test's reading and the collector's.
  let current = Date.now();
  return { now: () => new Date(current), advance: (ms: number) => (current += ms) };
}

/** A console log that keeps what it was given. */
function recordingLogger() {
  const lines: Array<{ level: string; message: string }> = [];
  const write = (level: string) => (_fields: unknown, message?: string) => void lines.push({ level, message: message ?? "" });
  return { lines, logger: { error: write("error"), warn: write("warn") } as never };
}

const errorRows = (type: string) => testDb.db.select().from(errorLogs).where(eq(errorLogs.error_type, type)).orderBy(desc(errorLogs.timestamp));

describe("a health reading", () => {
  it("stores the figures, one decimal, with the status and the full scope of a process serving HTTP", async () => {
    const { reading, alerts } = await createHealthCollector({ db: testDb.db, probes: probes() }).collect();
    expect(alerts).toEqual([]);
    expect(reading).toMatchObject({
      status: "healthy",
      cpu_usage: 12.3,
      memory_usage: 40,
      disk_usage: 55,
      active_connections: 3,
      api_response_time: 4.4,
      database_query_time: 2.3,
      scope: "full",
    });
    const [stored] = await testDb.db.select().from(systemHealthMetrics);
    expect(stored).toMatchObject({ id: reading.id, status: "healthy", cpu_usage: 12.3, scope: "full" });
  });

  it("from a worker without HTTP: no connections nor API time, and says so", async () => {
    const { reading } = await createHealthCollector({ db: testDb.db, probes: probes({ http: async () => null }) }).collect();
    expect(reading).toMatchObject({ active_connections: null, api_response_time: null, scope: "no_http", status: "healthy" });
  });

  it.each<[string, Partial<HealthProbes>]>([
    ["a busy CPU", { cpu: async () => 99 }],
    ["a slow database", { database: async () => 1_250 }],
    ["memory nearly full", { memory: async () => 92 }],
  ])("keeps the figures but not the alarm for one reading alone: %s", async (_label, change) => {
    const { reading, alerts } = await createHealthCollector({ db: testDb.db, probes: probes(change) }).collect();
    expect(reading.status).toBe("healthy");
    expect(alerts).toEqual([]);
  });
});

describe("the status from sustained readings", () => {
  /** `count` readings of one collector, each a minute after the previous, as the worker takes them. */
  async function readMinutes(collector: ReturnType<typeof createHealthCollector>, clock: ReturnType<typeof movableClock>, count: number) {
    const checks = [];
    for (let i = 0; i < count; i++) {
      clock.advance(60_000);
      checks.push(await collector.collect());
    }
    return checks;
  }

  it("turns critical once the CPU has stayed above 90 % for 5 minutes, and says since which reading", async () => {
    const clock = movableClock();
    let cpu = 12;
    const collector = createHealthCollector({ db: testDb.db, probes: probes({ cpu: async () => cpu }), now: clock.now });
    await collector.collect();
    cpu = 97;
    clock.advance(60_000);
    const first = await collector.collect();
    expect(first.reading.status).toBe("healthy");
    const next = await readMinutes(collector, clock, 4);
    expect(next.map((check) => check.reading.status)).toEqual(["healthy", "healthy", "healthy", "healthy"]);
    clock.advance(60_000);
    const sustained = await collector.collect();
    expect(sustained.reading.status).toBe("critical");
    expect(sustained.alerts).toEqual([{ figure: "cpu", level: "critical", since: first.reading.timestamp, until: sustained.reading.timestamp }]);
  });

  it("recovers at the first reading back under the threshold", async () => {
    const clock = movableClock();
    let cpu = 95;
    const collector = createHealthCollector({ db: testDb.db, probes: probes({ cpu: async () => cpu }), now: clock.now });
    const run = await readMinutes(collector, clock, 7);
    expect(run.at(-1)!.reading.status).toBe("critical");
    cpu = 20;
    clock.advance(60_000);
    expect(await collector.collect()).toMatchObject({ reading: { status: "healthy" }, alerts: [] });
  });

  it("counts the readings of every process: a restarted or other instance carries on the run stored in the database", async () => {
    const clock = movableClock();
    const busy = probes({ memory: async () => 80 });
    await readMinutes(createHealthCollector({ db: testDb.db, probes: busy, now: clock.now }), clock, 5);
    clock.advance(60_000);
    const { reading, alerts } = await createHealthCollector({ db: testDb.db, probes: busy, now: clock.now }).collect();
    expect(reading.status).toBe("warning");
    expect(alerts).toMatchObject([{ figure: "memory", level: "warning" }]);
  });
});

describe("the disk above 90 %", () => {
  const fullDisk = probes({ disk: async () => ({ percent: 93.46, path: "/srv/rassegna/data" }) });

  it("writes a critical disk_full error naming the figure and the path, at most once an hour while it stays full", async () => {
    const clock = movableClock();
    const collector = createHealthCollector({ db: testDb.db, probes: fullDisk, now: clock.now, host: "web-1" });
    const { reading } = await collector.collect();
    expect(reading).toMatchObject({ status: "critical", disk_usage: 93.5 });
    clock.advance(HOUR - 60_000);
    await collector.collect();
    let rows = await errorRows("disk_full");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ severity: "critical", source: "system-health@web-1", resolved: false });
    expect(rows[0]!.error_message).toBe("The volume of /srv/rassegna/data is 93.5 % full (above 90 %) on web-1");

    clock.advance(2 * 60_000);
    await collector.collect();
    rows = await errorRows("disk_full");
    expect(rows).toHaveLength(2);
  });

  it("writes nothing at exactly 90 %", async () => {
    const collector = createHealthCollector({ db: testDb.db, probes: probes({ disk: async () => ({ percent: 90, path: "/data" }) }) });
    expect((await collector.collect()).reading.disk_usage).toBe(90);
    expect(await errorRows("disk_full")).toHaveLength(0);
  });

  it("is not repeated by a restarted process within the hour (the last row is in error_logs), while another host reports its own disk", async () => {
    const clock = movableClock();
    await createHealthCollector({ db: testDb.db, probes: fullDisk, now: clock.now, host: "web-1" }).collect();
    await createHealthCollector({ db: testDb.db, probes: fullDisk, now: clock.now, host: "web-1" }).collect();
    expect(await errorRows("disk_full")).toHaveLength(1);
    // Another machine sharing the database has a disk of its own.
    await createHealthCollector({ db: testDb.db, probes: fullDisk, now: clock.now, host: "worker-1" }).collect();
    expect(await errorRows("disk_full")).toHaveLength(2);
  });
});

describe("the database unreachable", () => {
  it("is logged once when noticed, and written as a critical error with its start and length once the database answers", async () => {
    const clock = movableClock();
    const { lines, logger } = recordingLogger();
    let down = true;
    const collector = createHealthCollector({
      db: testDb.db,
      logger,
      now: clock.now,
      probes: probes({ database: async () => (down ? Promise.reject(new Error("connect ECONNREFUSED 10.0.0.5:5432")) : 3) }),
    });

    const noticedAt = clock.now();
    await expect(collector.collect()).rejects.toBeInstanceOf(DatabaseUnreachableError);
    clock.advance(60_000);
    await expect(collector.collect()).rejects.toBeInstanceOf(DatabaseUnreachableError);
    expect(lines.filter((line) => line.level === "error")).toEqual([{ level: "error", message: "database unreachable: health readings wait until it answers" }]);
    expect(await testDb.db.select().from(systemHealthMetrics)).toHaveLength(0);

    clock.advance(3 * 60_000 + 12_000);
    down = false;
    const { reading } = await collector.collect();
    expect(reading.status).toBe("healthy");
    const rows = await errorRows("database_unreachable");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ severity: "critical", source: "system-health", resolved: false });
    expect(rows[0]!.error_message).toContain(`from ${noticedAt.toISOString()}`);
    expect(rows[0]!.error_message).toContain("(4 min 12 s)");
    expect(rows[0]!.error_message).toContain("ECONNREFUSED");

    await collector.collect();
    expect(await errorRows("database_unreachable")).toHaveLength(1);
  });

  it("does not fail the worker's job, which would only log it again; other failures still fail it", async () => {
    const unreachable = createHealthCollector({ db: testDb.db, probes: probes({ database: () => Promise.reject(new Error("timeout")) }) });
    await expect(collectOnSchedule(unreachable)).resolves.toBeUndefined();
    const broken = createHealthCollector({ db: testDb.db, probes: probes({ disk: () => Promise.reject(new Error("EIO")) }) });
    await expect(collectOnSchedule(broken)).rejects.toThrow("EIO");
  });
});
