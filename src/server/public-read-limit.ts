import { TooManyRequestsError } from "../shared/errors.js";

export interface PublicReadLimitOptions {
  /** Uncached reads an address may make in a minute (also the burst it may make at once). */
  perMinute?: number;
  /** Addresses remembered at most; the least recently seen are forgotten first. */
  maxAddresses?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A generous per-address budget for public reads that miss the caches: a
 * token bucket per address that refills `perMinute` a minute, in memory for
 * this instance, bounded by forgetting the least recently seen addresses. A
 * cache hit never asks it. The address is request.ip, which honours
 * TRUST_PROXY.
 */
export class PublicReadLimit {
  private readonly buckets = new Map<string, Bucket>();
  private readonly capacity: number;
  private readonly perMs: number;
  private readonly maxAddresses: number;
  private readonly now: () => number;

  constructor(options: PublicReadLimitOptions = {}) {
    this.capacity = options.perMinute ?? 120;
    this.perMs = this.capacity / 60_000;
    this.maxAddresses = options.maxAddresses ?? 20_000;
    this.now = options.now ?? Date.now;
  }

  /** How many addresses are remembered. */
  get size(): number {
    return this.buckets.size;
  }

  /** Spends one read of the address's budget; TooManyRequestsError (429, Retry-After) when it is spent. */
  take(address: string): void {
    const now = this.now();
    const bucket = this.buckets.get(address);
    const tokens = bucket ? Math.min(this.capacity, bucket.tokens + (now - bucket.at) * this.perMs) : this.capacity;
    // Most recently seen goes last: forgetting takes from the front.
    this.buckets.delete(address);
    if (tokens < 1) {
      this.buckets.set(address, { tokens, at: now });
      throw new TooManyRequestsError("Too many requests from this address: try again shortly", Math.max(1, Math.ceil((1 - tokens) / this.perMs / 1000)));
    }
    this.buckets.set(address, { tokens: tokens - 1, at: now });
    if (this.buckets.size > this.maxAddresses) this.buckets.delete(this.buckets.keys().next().value!);
  }
}
