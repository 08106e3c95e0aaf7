/** Gives back a slot taken with `acquire`; calling it twice is harmless. */
export type Release = () => void;

export interface HostLimiter {
  /** Waits (in FIFO order) for a slot for `host` and one overall; rejects if `signal` aborts first. */
  acquire(host: string, signal?: AbortSignal): Promise<Release>;
  /** Requests running now, overall and for one host. */
  active(host?: string): number;
}

interface Semaphore {
  running: number;
  waiting: Array<() => void>;
}

/**
 * Limits requests at once per host and overall. Requests queue instead of
 * failing, so a sync of hundreds of feeds never hammers one publisher.
 */
export function createHostLimiter(limits: { perHost: number; total: number }): HostLimiter {
  const hosts = new Map<string, Semaphore>();
  const overall: Semaphore = { running: 0, waiting: [] };

  function take(semaphore: Semaphore, limit: number, signal?: AbortSignal): Promise<void> {
    if (semaphore.running < limit && semaphore.waiting.length === 0) {
      semaphore.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        signal?.removeEventListener("abort", onAbort);
        semaphore.running += 1;
        resolve();
      };
      const onAbort = () => {
        semaphore.waiting.splice(semaphore.waiting.indexOf(grant), 1);
        reject(signal?.reason);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      semaphore.waiting.push(grant);
    });
  }

  function give(semaphore: Semaphore, limit: number): void {
    semaphore.running -= 1;
    if (semaphore.running < limit) semaphore.waiting.shift()?.();
  }

  return {
    async acquire(host, signal) {
      signal?.throwIfAborted();
      const key = host.toLowerCase();
      let semaphore = hosts.get(key);
      if (!semaphore) hosts.set(key, (semaphore = { running: 0, waiting: [] }));
      const hostSlot = semaphore;
      // Host slot first, overall second: a queue of requests to one slow host
      // must not hold overall slots that other hosts could use.
      await take(hostSlot, limits.perHost, signal);
      try {
        await take(overall, limits.total, signal);
      } catch (error) {
        release();
        throw error;
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        give(overall, limits.total);
        release();
      };

      function release() {
        give(hostSlot, limits.perHost);
        if (hostSlot.running === 0 && hostSlot.waiting.length === 0) hosts.delete(key);
      }
    },
    active(host) {
      if (host === undefined) return overall.running;
      return hosts.get(host.toLowerCase())?.running ?? 0;
    },
  };
}
