import type { Database } from "../../db/database.js";
import { systemLogs } from "../../db/schema/index.js";
import { describeError } from "../describe-error.js";
import { LogThrottle } from "../log-throttle.js";
import { toLogRow, type SystemLogRow } from "./log-row.js";
import { BoundedQueue } from "./row-queue.js";

/** Writes one batch of rows; the sink never awaits it inside a log call. */
export type LogRowWriter = (rows: SystemLogRow[]) => Promise<void>;

/** A warning about lost lines, without a category, so it never comes back into the sink. */
export type SinkWarning = (fields: Record<string, unknown>, message: string) => void;

export interface SystemLogSinkOptions {
  /** Rows wait at most this long before they are written. */
  flushIntervalMs?: number;
  /** A batch is written as soon as this many rows wait, and no batch is larger. */
  batchSize?: number;
  /** The most rows kept waiting (the database slow, down, or not open yet); past it the oldest are dropped. */
  maxBuffered?: number;
  /**
   * The most rows written in a second. On the embedded database an insert runs on this process's event loop
   * (~50 µs a row, docs/performance.md#system-log-sink): a flood of lines must not take the time requests need.
   */
  maxRowsPerSecond?: number;
  /** Lost lines are reported at most once per this interval. */
  warnEveryMs?: number;
  now?: () => number;
}

/** The multi-row insert the sink uses once the database is open. */
export function insertLogRows(db: Database): LogRowWriter {
  return async (rows) => {
    await db.insert(systemLogs).values(rows);
  };
}

/**
 * A pino destination that keeps the events at info and above carrying a
 * category (docs/product.md#operational-data) in system_logs without ever
 * delaying the code that logs: `write` only parses and buffers; batches go
 * out by a multi-row insert on a short timer or when a batch is full. It is
 * created with the console log, before the database opens, and buffers until
 * `attach` gives it a writer. The buffer is bounded (the oldest go first); a
 * failed insert loses its batch and never throws into the logger; both are
 * counted and reported by `warn` at most once a minute.
 */
export class SystemLogSink {
  private readonly flushIntervalMs: number;
  private readonly batchSize: number;
  private readonly maxRowsPerSecond: number;
  private readonly now: () => number;
  private window = { start: Number.NEGATIVE_INFINITY, written: 0 };
  private readonly buffer: BoundedQueue<SystemLogRow>;
  private writer: LogRowWriter | undefined;
  private warn: SinkWarning | undefined;
  private timer: NodeJS.Timeout | undefined;
  private soon: NodeJS.Immediate | undefined;
  private flushing: Promise<void> | undefined;
  private closed = false;
  private readonly throttle: LogThrottle;
  private lost = { dropped: 0, failed: 0, lastError: "" };
  /** Totals since start, for tests and the bench. */
  readonly totals = { written: 0, dropped: 0, failed: 0 };

  constructor(options: SystemLogSinkOptions = {}) {
    this.flushIntervalMs = options.flushIntervalMs ?? 1_000;
    this.batchSize = options.batchSize ?? 100;
    this.buffer = new BoundedQueue(options.maxBuffered ?? 5_000);
    this.maxRowsPerSecond = options.maxRowsPerSecond ?? 500;
    this.now = options.now ?? (() => performance.now());
    this.throttle = new LogThrottle(options.warnEveryMs ?? 60_000, this.now);
  }

  /** Rows waiting to be written. */
  get buffered(): number {
    return this.buffer.length;
  }

  /** pino's destination interface: one JSON line per event. Never throws, never waits. */
  write(line: string): void {
    if (this.closed) return;
    let row: SystemLogRow | null;
    try {
      row = toLogRow(line);
    } catch {
      return;
    }
    if (!row) return;
    const dropped = this.buffer.push(row);
    if (dropped > 0) this.lose("dropped", dropped);
    this.schedule();
  }

  /** Starts writing, through `writer` (or a database's multi-row insert), what was buffered and what comes next. */
  attach(target: LogRowWriter | Database, warn?: SinkWarning): void {
    this.writer = typeof target === "function" ? target : insertLogRows(target);
    this.warn = warn;
    // Lines dropped while the database was not open yet are reported now.
    this.report();
    this.schedule();
  }

  /**
   * Writes what is buffered now, within this second's allowance unless `unlimited` (the stop, a bench);
   * resolves when that is written (or the writer failed).
   */
  flush(options: { unlimited?: boolean } = {}): Promise<void> {
    if (!this.writer) return Promise.resolve();
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing ??= this.drain(options.unlimited ?? false).finally(() => {
      this.flushing = undefined;
      this.schedule();
    });
    return this.flushing;
  }

  /** Writes what is buffered (waiting at most `timeoutMs`), then stops: later lines only reach the console. */
  async close(timeoutMs = 2_000): Promise<void> {
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([this.flush({ unlimited: true }), new Promise<void>((resolve) => (timeout = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timeout);
    this.closed = true;
    this.writer = undefined;
    clearTimeout(this.timer);
    if (this.soon) clearImmediate(this.soon);
    this.buffer.clear();
  }

  private schedule(): void {
    if (!this.writer || this.closed || this.flushing || this.buffer.length === 0) return;
    if (this.allowance() === 0) {
      // This second's rows are written: the rest waits for the next second (and past the bound, the oldest go).
      if (this.timer) return;
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, Math.max(1, this.window.start + 1_000 - this.now()));
      this.timer.unref();
      return;
    }
    if (this.buffer.length >= this.batchSize) {
      // A full batch goes out on the next turn of the event loop, never inside the log call.
      this.soon ??= setImmediate(() => {
        this.soon = undefined;
        void this.flush();
      });
      return;
    }
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, this.flushIntervalMs);
      this.timer.unref();
    }
  }

  /** Rows that may still be written in the current second. */
  private allowance(): number {
    const now = this.now();
    if (now - this.window.start >= 1_000) this.window = { start: now, written: 0 };
    return Math.max(0, this.maxRowsPerSecond - this.window.written);
  }

  private async drain(unlimited: boolean): Promise<void> {
    while (this.buffer.length > 0 && this.writer) {
      const allowance = unlimited ? this.batchSize : this.allowance();
      if (allowance === 0) return;
      const batch = this.buffer.take(Math.min(this.batchSize, allowance));
      this.window.written += batch.length;
      try {
        await this.writer(batch);
        this.totals.written += batch.length;
      } catch (error) {
        this.lost.lastError = describeError(error);
        this.lose("failed", batch.length);
      }
    }
  }

  private lose(how: "dropped" | "failed", count: number): void {
    this.totals[how] += count;
    this.lost[how] += count;
    this.report();
  }

  /** Says how many lines were lost since the last report, at most once per interval. */
  private report(): void {
    if (!this.warn || (this.lost.dropped === 0 && this.lost.failed === 0) || this.throttle.take() === null) return;
    const { dropped, failed, lastError } = this.lost;
    this.lost = { dropped: 0, failed: 0, lastError: "" };
    const warn = this.warn;
    // Outside the log call that overflowed the buffer: the warning is a log call of its own.
    setImmediate(() =>
      warn(
        { dropped, failed, ...(lastError && { last_error: lastError.slice(0, 300) }) },
        "system log lines lost: the buffer was full or the database refused them",
      ),
    );
  }
}
