import { ServiceUnavailableError } from "../platform/errors.js";

export interface RenderSlotsOptions {
  /** Pictures resized at once: resizing is CPU work, one core each. */
  concurrency?: number;
  /** Pictures that may wait for a slot; one more is refused at once (503) rather than left waiting. */
  maxWaiting?: number;
}

/**
 * Bounds the resizing: a few pictures at once, the next ones in order, and a
 * full queue refused with 503 and Retry-After, so a burst of new pictures
 * neither starves the pages of CPU nor piles up originals in memory.
 */
export class RenderSlots {
  private readonly concurrency: number;
  private readonly maxWaiting: number;
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(options: RenderSlotsOptions = {}) {
    this.concurrency = options.concurrency ?? 2;
    this.maxWaiting = options.maxWaiting ?? 64;
  }

  /** Runs `work` in a slot, waiting for one if need be. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new ServiceUnavailableError("Too many pictures are being prepared: try again shortly", 1, "pictures_busy");
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
