import { TooManyRequestsError } from "../platform/errors.js";
import { TokenBuckets } from "../platform/token-buckets.js";

export interface PublicReadLimitOptions {
  /** Uncached reads an address may make in a minute (also the burst it may make at once). */
  perMinute?: number;
  /** Addresses remembered at most; the least recently seen are forgotten first. */
  maxAddresses?: number;
  now?: () => number;
}

/**
 * A generous per-address budget for public reads that miss the caches: a
 * token bucket per address, in memory for this instance. A cache hit never
 * asks it. The key is the client's (request.ip, which honours TRUST_PROXY, an IPv6 client by its /64).
 */
export class PublicReadLimit {
  private readonly buckets: TokenBuckets;

  constructor(options: PublicReadLimitOptions = {}) {
    this.buckets = new TokenBuckets({ perMinute: options.perMinute ?? 120, maxKeys: options.maxAddresses ?? 20_000, ...(options.now && { now: options.now }) });
  }

  /** How many addresses are remembered. */
  get size(): number {
    return this.buckets.size;
  }

  /** Spends one read of the address's budget; TooManyRequestsError (429, Retry-After) when it is spent. */
  take(address: string): void {
    const waitMs = this.buckets.take(address);
    if (waitMs > 0) throw new TooManyRequestsError("Too many requests from this address: try again shortly", Math.max(1, Math.ceil(waitMs / 1000)));
  }
}
