import type { FastifyBaseLogger } from "fastify";
import { LogThrottle } from "../platform/log-throttle.js";
import { ServiceUnavailableError } from "../platform/errors.js";

export interface WorkGateOptions {
  /** Pieces of work running at once (see gateConcurrency). */
  concurrency?: number;
  /** The longest a request may wait for its turn; one that would wait longer is refused at once. */
  maxWaitMs?: number;
  /** What a piece of work is assumed to take before any has been timed. */
  initialServiceMs?: number;
  now?: () => number;
  /** Told of each refusal (the system log reports them, at most once a minute). */
  onShed?: () => void;
}

interface Waiter {
  since: number;
  start: () => void;
  refuse: (error: Error) => void;
}

/**
 * A few pieces at once where they wait on a database server; one on the
 * embedded database, whose queries run on this process's event loop: a
 * second piece there only lengthens each turn of the loop (measured in
 * docs/performance.md), and with it the wait of every other request.
 */
export function gateConcurrency(embeddedDatabase: boolean): number {
  return embeddedDatabase ? 1 : 4;
}

/** How much a newly timed piece of work moves the running estimate. */
const SMOOTHING = 0.2;

/**
 * Sheds load rather than queueing it: expensive public work runs a few
 * pieces at a time, each starting in a turn of the event loop of its own; a
 * request whose expected wait (those ahead of it, times the recent time a
 * piece takes, shared among the slots) passes `maxWaitMs` answers 503 with
 * Retry-After at once, and one that has waited past it when its turn comes
 * (the estimate was wrong) answers the same instead of running late. Admin
 * and health requests never come here.
 */
export class WorkGate {
  private readonly concurrency: number;
  private readonly maxWaitMs: number;
  private readonly now: () => number;
  private readonly onShed: (() => void) | undefined;
  private readonly queue: Waiter[] = [];
  private running = 0;
  private serviceMs: number;

  constructor(options: WorkGateOptions = {}) {
    this.concurrency = options.concurrency ?? gateConcurrency(false);
    this.maxWaitMs = options.maxWaitMs ?? 2_000;
    this.serviceMs = options.initialServiceMs ?? 20;
    this.now = options.now ?? (() => performance.now());
    this.onShed = options.onShed;
  }

  /** Pieces of work running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  /** Runs `work` when a slot is free, or refuses it with ServiceUnavailableError when the wait would be too long. */
  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) return this.execute(work);
    const expectedWaitMs = ((this.queue.length + 1) / this.concurrency) * this.serviceMs;
    if (expectedWaitMs > this.maxWaitMs) return Promise.reject(this.busy());
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ since: this.now(), start: () => void this.execute(work).then(resolve, reject), refuse: reject });
    });
  }

  private async execute<T>(work: () => Promise<T>): Promise<T> {
    this.running += 1;
    // A turn of the event loop of its own: work that never waits on a socket (the embedded database
    // answers in process) would otherwise run back to back, and no request (not even a health check)
    // would be read meanwhile, nor any refused.
    await new Promise((resolve) => setImmediate(resolve));
    const started = this.now();
    try {
      return await work();
    } finally {
      this.serviceMs += SMOOTHING * (this.now() - started - this.serviceMs);
      this.running -= 1;
      this.startNext();
    }
  }

  private startNext(): void {
    while (this.running < this.concurrency && this.queue.length > 0) {
      const waiter = this.queue.shift()!;
      if (this.now() - waiter.since > this.maxWaitMs) waiter.refuse(this.busy());
      else waiter.start();
    }
  }

  private busy(): ServiceUnavailableError {
    this.onShed?.();
    return new ServiceUnavailableError("The server is busy: try again shortly", Math.max(1, Math.ceil(this.maxWaitMs / 1000)));
  }
}

/** Reports refusals to the system log (category performance): the first at once, then at most one line a minute with the count. */
export function reportShedLoad(log: FastifyBaseLogger, now?: () => number): () => void {
  const throttle = new LogThrottle(60_000, now);
  return () => {
    const others = throttle.take();
    if (others === null) return;
    log.warn({ category: "performance", source: "load-shedding", other_refusals: others }, "load shedding: the server is busy, public requests refused");
  };
}
