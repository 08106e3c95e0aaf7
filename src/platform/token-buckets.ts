export interface TokenBucketsOptions {
  /** Takes a key may make in a minute; also the burst it may make at once. */
  perMinute: number;
  /** Keys remembered at most; the least recently seen are forgotten first. */
  maxKeys: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per key (an address, a visitor), in memory, refilling
 * `perMinute` a minute, bounded by forgetting the least recently seen keys.
 * Used by the public read budget and by view counting's burst limit.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly capacity: number;
  private readonly perMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: TokenBucketsOptions) {
    this.capacity = options.perMinute;
    this.perMs = options.perMinute / 60_000;
    this.maxKeys = options.maxKeys;
    this.now = options.now ?? Date.now;
  }

  /** How many keys are remembered. */
  get size(): number {
    return this.buckets.size;
  }

  /** Spends one token of `key`: 0 when taken, else the milliseconds until the next one. */
  take(key: string): number {
    const now = this.now();
    const bucket = this.buckets.get(key);
    const tokens = bucket ? Math.min(this.capacity, bucket.tokens + (now - bucket.at) * this.perMs) : this.capacity;
    // Most recently seen goes last: forgetting takes from the front.
    this.buckets.delete(key);
    const admitted = tokens >= 1;
    this.buckets.set(key, { tokens: admitted ? tokens - 1 : tokens, at: now });
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    return admitted ? 0 : (1 - tokens) / this.perMs;
  }
}
