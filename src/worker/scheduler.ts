import type { Logger } from "pino";

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

/**
 * Runs each job on its interval, never two runs of one job at once; a failing
 * run is logged and the next one still happens. Returns a stop function that
 * waits for runs in progress (jobs end quickly once `stopping` aborts).
 */
export function startScheduler(jobs: Job[], logger: Logger, stopping?: AbortSignal): () => Promise<void> {
  const running = new Map<string, Promise<void>>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      if (running.has(job.name)) return;
      const run = job
        .run()
        .catch((error: unknown) => {
          if (stopping?.aborted) logger.info({ job: job.name }, "scheduled job cut by the stop");
          else logger.error({ category: "system", err: error, job: job.name }, "scheduled job failed");
        })
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    }, job.everyMs),
  );
  return async () => {
    timers.forEach(clearInterval);
    await Promise.all(running.values());
  };
}
