import { describe, expect, it } from "vitest";
import { createTestDatabase, useTestDatabase } from "../../../tests/helpers/test-db.js";
import { systemLogs } from "../../db/schema/index.js";
import { createLogger } from "../log.js";
import type { SystemLogRow } from "./log-row.js";
import { SystemLogSink, type LogRowWriter } from "./system-log-sink.js";

const testDb = useTestDatabase();

/** A console that keeps what it is given, so the tests print nothing. */
function quietConsole(): NodeJS.WriteStream & { lines: string[] } {
  const lines: string[] = [];
  return { isTTY: false, lines, write: (line: string) => lines.push(line) } as unknown as NodeJS.WriteStream & { lines: string[] };
}

/** A writer that records each batch; `next()` resolves at the next batch. */
function recordingWriter() {
  const batches: SystemLogRow[][] = [];
  let waiting: Array<() => void> = [];
  const write: LogRowWriter = async (rows) => {
    batches.push(rows);
    const resolve = waiting;
    waiting = [];
    resolve.forEach((done) => done());
  };
  return { write, batches, next: () => new Promise<void>((resolve) => waiting.push(resolve)) };
}

/** The stored lines, by message: lines logged in the same millisecond share their time. */
async function storedLines() {
  const rows = await testDb.db.select().from(systemLogs);
  return rows
    .map(({ log_level, category, source, message }) => ({ log_level, category, source, message }))
    .sort((a, b) => (a.message < b.message ? -1 : 1));
}

describe("SystemLogSink", () => {
  it("keeps the events from info up that carry a category, whatever level the console shows", async () => {
    const sink = new SystemLogSink();
    const output = quietConsole();
    const logger = createLogger("error", output, sink);
    sink.attach(testDb.db);
    logger.debug({ category: "system" }, "debug is never kept");
    logger.info("no category, console only");
    logger.info({ category: "system", role: "all" }, "Rassegna started");
    logger.warn({ category: "security", source: "auth" }, "sign-in refused");
    logger.child({ job: "feed-sync" }).error({ category: "database" }, "query failed");
    logger.fatal({ category: "system" }, "fatal is stored as error");
    logger.info({ category: "not-a-category" }, "unknown categories are not kept");
    await sink.flush();
    expect(await storedLines()).toEqual([
      { log_level: "info", category: "system", source: "rassegna", message: "Rassegna started" },
      { log_level: "error", category: "system", source: "rassegna", message: "fatal is stored as error" },
      { log_level: "error", category: "database", source: "feed-sync", message: "query failed" },
      { log_level: "warn", category: "security", source: "auth", message: "sign-in refused" },
    ]);
    // The console keeps its own level: only the error and the fatal line.
    expect(output.lines.map((line) => JSON.parse(line).msg)).toEqual(["query failed", "fatal is stored as error"]);
  });

  it("returns from the log call before any insert happens, and writes the batch on the next turn", async () => {
    const sink = new SystemLogSink({ batchSize: 3, flushIntervalMs: 60_000 });
    const logger = createLogger("silent", quietConsole(), sink);
    const writer = recordingWriter();
    sink.attach(writer.write);
    const written = writer.next();
    logger.info({ category: "user" }, "one");
    logger.info({ category: "user" }, "two");
    logger.info({ category: "user" }, "three");
    // Three lines logged, a batch full: still nothing written inside the calls.
    expect(writer.batches).toHaveLength(0);
    expect(sink.buffered).toBe(3);
    await written;
    expect(writer.batches.map((batch) => batch.map((row) => row.message))).toEqual([["one", "two", "three"]]);
  });

  it("writes a lone line on its timer", async () => {
    const sink = new SystemLogSink({ flushIntervalMs: 5 });
    const writer = recordingWriter();
    sink.attach(writer.write);
    const written = writer.next();
    createLogger("silent", quietConsole(), sink).warn({ category: "performance" }, "slow request");
    expect(writer.batches).toHaveLength(0);
    await written;
    expect(writer.batches[0]?.[0]).toMatchObject({ log_level: "warn", category: "performance", message: "slow request" });
  });

  it("keeps what is logged before the database opens, and writes it in one multi-row insert once attached", async () => {
    const sink = new SystemLogSink();
    const logger = createLogger("silent", quietConsole(), sink);
    logger.info({ category: "system" }, "a");
    logger.info({ category: "system" }, "b");
    const writer = recordingWriter();
    sink.attach(writer.write);
    await sink.flush();
    expect(writer.batches.map((batch) => batch.map((row) => row.message))).toEqual([["a", "b"]]);
  });

  it("drops the oldest lines past its bound, counts them and warns once, never blocking on a writer that hangs", async () => {
    const sink = new SystemLogSink({ maxBuffered: 50, batchSize: 10 });
    const logger = createLogger("silent", quietConsole(), sink);
    const warnings: Array<Record<string, unknown>> = [];
    let calls = 0;
    // A database that never answers: the first batch waits for ever.
    sink.attach(
      () => {
        calls += 1;
        return new Promise<void>(() => undefined);
      },
      (fields) => warnings.push(fields),
    );
    for (let n = 1; n <= 1_000; n++) logger.info({ category: "user", n }, `line ${n}`);
    expect(sink.buffered).toBe(50);
    expect(sink.totals.dropped).toBe(950);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toBe(1);
    // One warning for the first loss; the others wait for the next minute.
    expect(warnings).toEqual([{ dropped: 1, failed: 0 }]);
    await sink.close(10);
  });

  it("survives a database that refuses the insert: the logger never throws, the loss is reported, later lines are written", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const sink = new SystemLogSink();
    const logger = createLogger("silent", quietConsole(), sink);
    const warnings: Array<Record<string, unknown>> = [];
    sink.attach(broken.db, (fields) => warnings.push(fields));
    logger.error({ category: "database" }, "lost with its batch");
    await sink.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(sink.totals).toMatchObject({ written: 0, failed: 1 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ dropped: 0, failed: 1, last_error: expect.any(String) });

    sink.attach(testDb.db);
    logger.error({ category: "database" }, "written once the database answers");
    await sink.flush();
    expect(await storedLines()).toEqual([{ log_level: "error", category: "database", source: "rassegna", message: "written once the database answers" }]);
  });

  it("writes what is buffered on close, then keeps nothing more", async () => {
    const sink = new SystemLogSink({ flushIntervalMs: 60_000 });
    const logger = createLogger("silent", quietConsole(), sink);
    sink.attach(testDb.db);
    logger.info({ category: "system" }, "shutting down");
    await sink.close();
    logger.info({ category: "system" }, "after the close");
    expect(sink.buffered).toBe(0);
    expect((await storedLines()).map((line) => line.message)).toEqual(["shutting down"]);
  });
});

describe("a flood of lines", () => {
  it("is written at most maxRowsPerSecond a second, the rest waiting for the next second", async () => {
    let now = 0;
    const sink = new SystemLogSink({ maxRowsPerSecond: 25, batchSize: 10, maxBuffered: 1_000, now: () => now });
    const logger = createLogger("silent", quietConsole(), sink);
    const writer = recordingWriter();
    sink.attach(writer.write);
    for (let n = 0; n < 100; n++) logger.info({ category: "security" }, `tentativo ${n}`);
    await sink.flush();
    expect(writer.batches.map((batch) => batch.length)).toEqual([10, 10, 5]);
    expect(sink.buffered).toBe(75);
    now = 1_000;
    await sink.flush();
    expect(sink.buffered).toBe(50);
    // The stop writes what is left at once.
    await sink.close();
    expect(writer.batches.flat()).toHaveLength(100);
  });
});
