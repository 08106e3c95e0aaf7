import { createHmac, randomBytes } from "node:crypto";
import { ExpiringSet } from "../shared/expiring-set.js";
import { TokenBuckets } from "../shared/token-buckets.js";

export interface VisitorViewsOptions {
  /** One view per article per visitor in this time. */
  windowMs?: number;
  /** Views counted per visitor a minute (a token bucket: that many at once, then one every 60/n s); past it, a burst's views are dropped. */
  burstPerMinute?: number;
  /** Visitor-article pairs remembered at most (the oldest go first). */
  maxPairs?: number;
  /** Visitors whose burst budget is remembered at most (the least recent go first). */
  maxVisitors?: number;
  /** A new random salt after this long. */
  saltLifetimeMs?: number;
  now?: () => number;
}

/** Who sent a view: never stored, only hashed with a salt that lives in memory. */
export interface Visitor {
  address: string;
  userAgent: string;
}

const MINUTE = 60_000;

/**
 * Decides which views count: one per article per visitor (address and user
 * agent) in 30 minutes, and a burst budget per visitor (20 at once, then one
 * every 3 s). A visitor is known only as a keyed hash whose random salt lives
 * in memory and changes daily, so neither the address nor anything that could
 * be matched to it later is written anywhere (the privacy page's promise).
 */
export class VisitorViews {
  private readonly windowMs: number;
  private readonly saltLifetimeMs: number;
  private readonly now: () => number;
  private readonly pairs: ExpiringSet;
  /** Per visitor hash, what is left of its burst budget. */
  private readonly bursts: TokenBuckets;
  private salt = randomBytes(32);
  private previousSalt: Buffer | undefined;
  private saltSince: number;

  constructor(options: VisitorViewsOptions = {}) {
    this.windowMs = options.windowMs ?? 30 * MINUTE;
    this.saltLifetimeMs = options.saltLifetimeMs ?? 24 * 60 * MINUTE;
    this.now = options.now ?? Date.now;
    this.pairs = new ExpiringSet({ ttlMs: this.windowMs, maxEntries: options.maxPairs ?? 200_000, now: this.now });
    this.bursts = new TokenBuckets({ perMinute: options.burstPerMinute ?? 20, maxKeys: options.maxVisitors ?? 50_000, now: this.now });
    this.saltSince = this.now();
  }

  /** How many visitor-article pairs and visitors are remembered. */
  get size(): { pairs: number; visitors: number } {
    return { pairs: this.pairs.size, visitors: this.bursts.size };
  }

  /** Whether this view counts; a counted view is remembered, so the same one does not count again. */
  admit(visitor: Visitor, articleId: string): boolean {
    const now = this.now();
    this.rotateSalt(now);
    const pair = `${visitor.address}\n${visitor.userAgent}\n${articleId}`;
    // Pairs hashed with the salt of yesterday stay valid for their 30 minutes.
    if (this.pairs.has(hash(this.salt, pair)) || (this.previousSalt && this.pairs.has(hash(this.previousSalt, pair)))) return false;
    if (this.bursts.take(hash(this.salt, `${visitor.address}\n${visitor.userAgent}`)) > 0) return false;
    this.pairs.add(hash(this.salt, pair));
    return true;
  }

  private rotateSalt(now: number): void {
    if (now - this.saltSince < this.saltLifetimeMs) {
      if (this.previousSalt && now - this.saltSince >= this.windowMs) this.previousSalt = undefined;
      return;
    }
    this.previousSalt = this.salt;
    this.salt = randomBytes(32);
    this.saltSince = now;
  }
}

function hash(salt: Buffer, text: string): string {
  return createHmac("sha256", salt).update(text).digest("base64url").slice(0, 22);
}
