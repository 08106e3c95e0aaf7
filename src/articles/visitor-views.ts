import { createHmac, randomBytes } from "node:crypto";
import { clientKey } from "../platform/client-key.js";
import { TtlMap } from "../platform/ttl-map.js";
import { TokenBuckets } from "../platform/token-buckets.js";

export interface VisitorViewsOptions {
  /** One view per article per visitor in this time. */
  windowMs?: number;
  /** Views counted per visitor a minute (a token bucket: that many at once, then one every 60/n s); past it, a burst's views are dropped. */
  burstPerMinute?: number;
  /** Visitor-article pairs remembered at most (the oldest go first). */
  maxPairs?: number;
  /** Views of one article counted per address in the window, whatever user agents it sends. */
  perAddress?: number;
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
 * agent) in 30 minutes, at most three per article per address (readers
 * behind one router count, a client rotating user agents does not multiply
 * its views), and a burst budget per address (20 at once, then one every
 * 3 s). An address is its client key, an IPv6 client's /64. A visitor is
 * known only as a keyed hash whose random salt lives in memory and changes
 * daily, so neither the address nor anything that could be matched to it
 * later is written anywhere (the privacy page's promise).
 */
export class VisitorViews {
  private readonly windowMs: number;
  private readonly saltLifetimeMs: number;
  private readonly now: () => number;
  private readonly pairs: TtlMap<true>;
  /** The views of an article already counted for an address, as numbered slots. */
  private readonly slots: TtlMap<true>;
  private readonly perAddress: number;
  /** Per address hash, what is left of its burst budget. */
  private readonly bursts: TokenBuckets;
  private salt = randomBytes(32);
  private previousSalt: Buffer | undefined;
  private saltSince: number;

  constructor(options: VisitorViewsOptions = {}) {
    this.windowMs = options.windowMs ?? 30 * MINUTE;
    this.saltLifetimeMs = options.saltLifetimeMs ?? 24 * 60 * MINUTE;
    this.now = options.now ?? Date.now;
    this.pairs = new TtlMap<true>({ ttlMs: this.windowMs, maxEntries: options.maxPairs ?? 200_000, now: this.now });
    this.slots = new TtlMap<true>({ ttlMs: this.windowMs, maxEntries: options.maxPairs ?? 200_000, now: this.now });
    this.perAddress = options.perAddress ?? 3;
    this.bursts = new TokenBuckets({ perMinute: options.burstPerMinute ?? 20, maxKeys: options.maxVisitors ?? 50_000, now: this.now });
    this.saltSince = this.now();
  }

  /** How many visitor-article pairs and visitors are remembered. */
  get size(): { pairs: number; visitors: number } {
    return { pairs: this.pairs.size, visitors: this.bursts.size };
  }

  /** Whether this view counts; a counted view is remembered, so the same one does not count again. */
  admit(visitor: Visitor, articleId: string): boolean {
    this.rotateSalt(this.now());
    const address = clientKey(visitor.address);
    const pair = `${address}\n${visitor.userAgent}\n${articleId}`;
    if (this.remembers(this.pairs, pair)) return false;
    const slot = Array.from({ length: this.perAddress }, (_, n) => `${address}\n${articleId}\n${n}`).find((key) => !this.remembers(this.slots, key));
    if (slot === undefined) return false;
    if (this.bursts.take(hash(this.salt, address)) > 0) return false;
    this.pairs.set(hash(this.salt, pair), true);
    this.slots.set(hash(this.salt, slot), true);
    return true;
  }

  /** Whether the set holds the text under today's salt or yesterday's (its entries stay valid for their 30 minutes). */
  private remembers(set: TtlMap<true>, text: string): boolean {
    return set.has(hash(this.salt, text)) || (this.previousSalt !== undefined && set.has(hash(this.previousSalt, text)));
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
