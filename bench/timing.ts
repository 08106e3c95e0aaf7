/** Timing helpers shared by the database benches (search, statistics). */

/** The p-th percentile (0-100) of samples, nearest rank. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** How long one run takes, in milliseconds. */
export async function measure(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** "12.3 ms". */
export const formatMs = (ms: number): string => `${ms.toFixed(1)} ms`;
