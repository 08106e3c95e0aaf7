export interface TtlMapOptions {
  ttlMs: number;
  /** Past this many keys the oldest are forgotten first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Values remembered for a fixed time, in memory and bounded: the one
 * time-to-live store under the server's small caches (docs/decisions/007-floors.md: one owner per
 * concept), a set being a TtlMap of `true`. Every key lives the same time, so
 * insertion order is expiry order: the expired and the overflow both leave
 * from the front, in time proportional to what leaves.
 *
 * The page and listing caches need more (a byte budget, least recently used
 * dropped first, concurrent misses sharing one load): that is SharedLruCache
 * (lru-cache.ts), whose entries each keep their own expiry.
 */
export class TtlMap<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: TtlMapOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.now = options.now ?? Date.now;
  }

  /** How many keys are remembered (expired ones may linger until the next set). */
  get size(): number {
    return this.entries.size;
  }

  /** The value set under `key` less than the time to live ago, else undefined. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.expires > this.now() ? entry.value : undefined;
  }

  /** Whether `key` was set less than the time to live ago. */
  has(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.expires > this.now();
  }

  /** Remembers `value` under `key` for the time to live from now. */
  set(key: string, value: V): void {
    const now = this.now();
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    for (const [oldest, entry] of this.entries) {
      if (entry.expires > now && this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  /** Forgets `key`. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every key. */
  clear(): void {
    this.entries.clear();
  }
}
