export interface SharedLruCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** Every kept value's bytes together, as the loads and `grow` report them. */
  maxBytes: number;
  now?: () => number;
}

/** A kept value; its bytes may grow while it is kept (a compressed copy made later). */
export interface CacheEntry<V> {
  readonly key: string;
  readonly value: V;
  readonly expires: number;
  bytes: number;
}

/** What a load produced: the value, whether others may be served it, and its size. */
export interface Loaded<V> {
  value: V;
  keep: boolean;
  bytes: number;
}

/** A served value: `entry` when it is kept, `hit` when another request's work produced it. */
export interface Served<V> {
  value: V;
  hit: boolean;
  entry?: CacheEntry<V>;
}

/**
 * Values kept a few seconds in memory, least recently used dropped first past
 * a count or a byte budget. Concurrent misses of one key share one load; when
 * that load fails or may not be kept, each waiter loads for itself. `clear()`
 * also voids what loads in flight would store: they read the state before the
 * change. The page cache and the listing cache are both this.
 */
export class SharedLruCache<V> {
  private readonly entries = new Map<string, CacheEntry<V>>();
  private readonly pending = new Map<string, Promise<CacheEntry<V> | undefined>>();
  private generation = 0;
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: SharedLruCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** How many values are kept. */
  get size(): number {
    return this.entries.size;
  }

  /** Forgets every kept value, and whatever loads in flight would store. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
  }

  /** The kept value for `key`, else the one a load in flight gives, else `load`'s (kept when it says so). */
  async serve(key: string, load: () => Promise<Loaded<V>>): Promise<Served<V>> {
    const kept = this.fresh(key);
    if (kept) return { value: kept.value, hit: true, entry: kept };
    const inFlight = this.pending.get(key);
    const shared = inFlight && (await inFlight);
    if (shared) return { value: shared.value, hit: true, entry: shared };
    const job = this.loadAndStore(key, load, this.generation);
    const pending = job.then(
      ({ entry }) => entry,
      () => undefined,
    );
    if (!this.pending.has(key)) this.pending.set(key, pending);
    try {
      const { value, entry } = await job;
      return entry ? { value, hit: false, entry } : { value, hit: false };
    } finally {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    }
  }

  /** Counts bytes added to an entry after it was stored, against the budget while it is still kept. */
  grow(entry: CacheEntry<V>, bytes: number): void {
    entry.bytes += bytes;
    if (this.entries.get(entry.key) !== entry) return;
    this.bytes += bytes;
    this.evict();
  }

  private async loadAndStore(key: string, load: () => Promise<Loaded<V>>, generation: number): Promise<{ value: V; entry?: CacheEntry<V> }> {
    const { value, keep, bytes } = await load();
    if (!keep || generation !== this.generation) return { value };
    const entry: CacheEntry<V> = { key, value, expires: this.now() + this.options.ttlMs, bytes };
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += bytes;
    this.evict();
    return { value, entry };
  }

  private fresh(key: string): CacheEntry<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.remove(key);
      return undefined;
    }
    // Most recently used goes last: eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    while (this.entries.size > this.options.maxEntries || (this.bytes > this.options.maxBytes && this.entries.size > 0)) {
      this.remove(this.entries.keys().next().value!);
    }
  }
}
