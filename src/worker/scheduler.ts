import type { Logger } from "pino";
import type { Database } from "../db/database.js";
import { claimRomeDay } from "../db/period-claims.js";
import { recordJobFailure, recordJobSuccess } from "../platform/error-records/job-failures.js";
import { romeDay, romeTimeOfDay } from "../shared/dates.js";
import { systemClock, type Clock } from "./clock.js";

/** A job run every `everyMs` by each process that schedules it (a job that must run once takes its own lease). */
export interface IntervalJob {
  name: string;
  everyMs: number;
  run(at: Date): Promise<void>;
}

/**
 * A job run once per Rome day across every instance, at the first check at
 * or after its time of day. `dailyAt` is read at each check: "HH:MM"
 * (Europe/Rome), or null while the job is off.
 */
export interface DailyJob {
  name: string;
  dailyAt(): Promise<string | null>;
  run(at: Date): Promise<void>;
}

export type Job = IntervalJob | DailyJob;

export interface SchedulerOptions {
  db: Database;
  logger: Logger;
  /** Aborted when the process stops: runs cut by it are no failures. */
  stopping?: AbortSignal;
  clock?: Clock;
  /** How often daily jobs look at the time; a minute by default. */
  dailyCheckMs?: number;
}

const DAILY_CHECK_MS = 60_000;

/**
 * Runs each job on its schedule, never two runs of one job at once in this
 * process. A failing run is logged and written to error_logs (critical from
 * the third in a row) and the next one still happens. Returns a stop function
 * that waits for runs in progress (jobs end quickly once `stopping` aborts).
 */
export function startScheduler(jobs: Job[], options: SchedulerOptions): () => Promise<void> {
  const { db, logger, stopping } = options;
  const clock = options.clock ?? systemClock;
  const running = new Map<string, Promise<void>>();
  /** The Rome day whose run of each daily job is known to be taken (by this process or another). */
  const takenDay = new Map<string, string>();

  const start = (job: Job, work: () => Promise<boolean>): Promise<void> => {
    if (running.has(job.name)) return Promise.resolve();
    const run = attempt(job.name, work).finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };

  /** One run or check; `work` answers whether the job itself ran, which is what a success resets. */
  const attempt = async (name: string, work: () => Promise<boolean>): Promise<void> => {
    let ran: boolean;
    try {
      ran = await work();
    } catch (error) {
      if (stopping?.aborted) {
        logger.info({ category: "system", job: name }, "scheduled job cut by the stop");
        return;
      }
      logger.error({ category: "system", err: error, job: name }, "scheduled job failed");
      try {
        const severity = await recordJobFailure(db, name, error);
        if (severity === "critical") logger.error({ category: "system", job: name }, "scheduled job has failed three times or more in a row");
      } catch (recordFailure) {
        logger.error({ category: "system", err: recordFailure, job: name }, "could not record the job's failure");
      }
      return;
    }
    if (ran) await recordJobSuccess(db, name).catch((error: unknown) => logger.warn({ err: error, job: name }, "could not note the job's success"));
  };

  const runIfDue = async (job: DailyJob): Promise<boolean> => {
    const at = clock.now();
    const day = romeDay(at);
    if (takenDay.get(job.name) === day) return false;
    const time = await job.dailyAt();
    if (time === null || romeTimeOfDay(at) < time) return false;
    const claimed = await claimRomeDay(db, `job:${job.name}`, at);
    takenDay.set(job.name, day);
    if (!claimed) return false;
    logger.info({ category: "system", job: job.name, at: time }, "daily job started");
    await job.run(at);
    return true;
  };

  const cancels = jobs.map((job) =>
    "everyMs" in job
      ? clock.every(job.everyMs, () =>
          start(job, async () => {
            await job.run(clock.now());
            return true;
          }),
        )
      : clock.every(options.dailyCheckMs ?? DAILY_CHECK_MS, () => start(job, () => runIfDue(job))),
  );
  return async () => {
    cancels.forEach((cancel) => cancel());
    await Promise.all(running.values());
  };
}
