import { createHmac, randomBytes } from "node:crypto";
import { ExpiringSet } from "../shared/expiring-set.js";

export interface VisitorViewsOptions {
  /** One view per article per visitor in this time. */
  windowMs?: number;
  /** Views counted per visitor in any minute; past it, a burst's views are dropped. */
  burstPerMinute?: number;
  /** Visitor-article pairs remembered at most (the oldest go first). */
  maxPairs?: number;
  /** Visitors whose recent views are remembered at most (the least recent go first). */
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
 * agent) in 30 minutes, and at most a burst budget a minute per visitor. A
 * visitor is known only as a keyed hash whose random salt lives in memory
 * and changes daily, so neither the address nor anything that could be
 * matched to it later is written anywhere (the privacy page's promise).
 */
export class VisitorViews {
  private readonly windowMs: number;
  private readonly burstPerMinute: number;
  private readonly maxVisitors: number;
  private readonly saltLifetimeMs: number;
  private readonly now: () => number;
  private readonly pairs: ExpiringSet;
  /** Per visitor hash, the times of its counted views in the last minute, least recently active first. */
  private readonly recent = new Map<string, number[]>();
  private salt = randomBytes(32);
  private previousSalt: Buffer | undefined;
  private saltSince: number;

  constructor(options: VisitorViewsOptions = {}) {
    this.windowMs = options.windowMs ?? 30 * MINUTE;
    this.burstPerMinute = options.burstPerMinute ?? 20;
    this.maxVisitors = options.maxVisitors ?? 50_000;
    this.saltLifetimeMs = options.saltLifetimeMs ?? 24 * 60 * MINUTE;
    this.now = options.now ?? Date.now;
    this.pairs = new ExpiringSet({ ttlMs: this.windowMs, maxEntries: options.maxPairs ?? 200_000, now: this.now });
    this.saltSince = this.now();
  }

  /** How many visitor-article pairs and visitors are remembered. */
  get size(): { pairs: number; visitors: number } {
    return { pairs: this.pairs.size, visitors: this.recent.size };
  }

  /** Whether this view counts; a counted view is remembered, so the same one does not count again. */
  admit(visitor: Visitor, articleId: string): boolean {
    const now = this.now();
    this.rotateSalt(now);
    const pair = `${visitor.address}\n${visitor.userAgent}\n${articleId}`;
    // Pairs hashed with the salt of yesterday stay valid for their 30 minutes.
    if (this.pairs.has(hash(this.salt, pair)) || (this.previousSalt && this.pairs.has(hash(this.previousSalt, pair)))) return false;
    const who = hash(this.salt, `${visitor.address}\n${visitor.userAgent}`);
    const times = (this.recent.get(who) ?? []).filter((time) => time > now - MINUTE);
    if (times.length >= this.burstPerMinute) {
      this.touch(who, times, now);
      return false;
    }
    times.push(now);
    this.touch(who, times, now);
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
    // Burst counts are keyed by the old salt: they would never be read again.
    this.recent.clear();
  }

  /** Moves the visitor to the back, then drops the visitors idle for a minute and any past the bound. */
  private touch(who: string, times: number[], now: number): void {
    this.recent.delete(who);
    this.recent.set(who, times);
    for (const [oldest, oldTimes] of this.recent) {
      const idle = (oldTimes.at(-1) ?? 0) <= now - MINUTE;
      if (!idle && this.recent.size <= this.maxVisitors) break;
      this.recent.delete(oldest);
    }
  }
}

function hash(salt: Buffer, text: string): string {
  return createHmac("sha256", salt).update(text).digest("base64url").slice(0, 22);
}
