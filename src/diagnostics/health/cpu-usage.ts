import os from "node:os";

/** Time every core of the host spent busy and in total, in ms, since boot. */
export interface CpuTimes {
  busy: number;
  total: number;
}

/** Sums os.cpus() over every core: busy is user, nice, sys and irq; total adds idle. */
export function readCpuTimes(cpus: os.CpuInfo[] = os.cpus()): CpuTimes {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus) {
    const working = times.user + times.nice + times.sys + times.irq;
    busy += working;
    total += working + times.idle;
  }
  return { busy, total };
}

/** The host's CPU use in percent between two samples (0 when no time passed). */
export function cpuPercentBetween(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, ((after.busy - before.busy) / total) * 100));
}

export interface CpuSamplerOptions {
  readTimes?: () => CpuTimes;
  /** Monotonic ms (performance.now by default). */
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
}

/** A reading closer than this to the previous one answers the previous figure: shorter spans are mostly noise. */
export const CPU_MIN_SPAN_MS = 1_000;
/** A previous sample older than this says little about now (a web instance read only on demand): a fresh window is sampled. */
export const CPU_MAX_SPAN_MS = 5 * 60_000;
/** The length of that fresh window. */
export const CPU_WINDOW_MS = 250;

/**
 * The host's CPU use since the previous reading of this process (the worker
 * reads every minute, so that is the last minute's average); over a fresh
 * 250 ms window when there is no previous sample or it is over 5 minutes
 * old; the previous figure again when it is under a second old (two clicks
 * of "Aggiorna Ora"). See docs/decisions.md#health-probes-and-metrics.
 */
export function createCpuSampler(options: CpuSamplerOptions = {}): () => Promise<number> {
  const readTimes = options.readTimes ?? (() => readCpuTimes());
  const now = options.now ?? (() => performance.now());
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let previous: { at: number; times: CpuTimes; percent: number } | undefined;
  return async () => {
    const age = previous ? now() - previous.at : Infinity;
    if (previous && age < CPU_MIN_SPAN_MS) return previous.percent;
    let before = previous?.times;
    if (!before || age > CPU_MAX_SPAN_MS) {
      before = readTimes();
      await wait(CPU_WINDOW_MS);
    }
    const after = readTimes();
    const percent = cpuPercentBetween(before, after);
    previous = { at: now(), times: after, percent };
    return percent;
  };
}
