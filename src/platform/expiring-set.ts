export interface ExpiringSetOptions {
  ttlMs: number;
  /** Past this many keys the oldest are forgotten first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Keys remembered for a fixed time, in memory and bounded. Every key lives
 * the same time, so insertion order is expiry order: the expired and the
 * overflow both leave from the front, in time proportional to what leaves.
 */
export class ExpiringSet {
  private readonly expiries = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: ExpiringSetOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.now = options.now ?? Date.now;
  }

  /** How many keys are remembered (expired ones may linger until the next add). */
  get size(): number {
    return this.expiries.size;
  }

  /** Whether `key` was added less than the time to live ago. */
  has(key: string): boolean {
    const expires = this.expiries.get(key);
    return expires !== undefined && expires > this.now();
  }

  /** Remembers `key` for the time to live from now. */
  add(key: string): void {
    const now = this.now();
    this.expiries.delete(key);
    this.expiries.set(key, now + this.ttlMs);
    for (const [oldest, expires] of this.expiries) {
      if (expires > now && this.expiries.size <= this.maxEntries) break;
      this.expiries.delete(oldest);
    }
  }

  /** Forgets every key. */
  clear(): void {
    this.expiries.clear();
  }
}
