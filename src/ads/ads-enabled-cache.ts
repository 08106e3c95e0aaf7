import type { Database } from "../db/database.js";
import { readAdsConfig } from "./ads-config.js";
import { publicAdsConfig } from "./public-ads-config.js";

/** How long an instance may keep the previous state should it miss the change's notice (docs/architecture.md#instances-that-agree). */
export const ADS_ENABLED_TTL_MS = 5_000;

export interface AdsEnabledCache {
  /** Whether pages may load AdSense: the public configuration's rule (on, with a usable publisher id). */
  get(): Promise<boolean>;
  /** Forgets the state, so this process reads the saved one at once (on every save, here or on another instance). */
  invalidate(): void;
}

/**
 * The ads state for every response's Content-Security-Policy, read from the
 * database at most once per few seconds, and at once after a save.
 */
export function createAdsEnabledCache(db: Database, options: { ttlMs?: number; now?: () => number } = {}): AdsEnabledCache {
  const ttlMs = options.ttlMs ?? ADS_ENABLED_TTL_MS;
  const now = options.now ?? Date.now;
  let enabled = false;
  let expiresAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<boolean> | undefined;
  // A read that started before a save must not store the state it read.
  let generation = 0;

  async function read(): Promise<boolean> {
    const started = generation;
    let value = enabled;
    try {
      value = publicAdsConfig(await readAdsConfig(db)).enabled;
    } catch {
      // Every response waits on this: a database outage keeps the last state rather than failing pages and /api/health.
    }
    if (started === generation) {
      enabled = value;
      expiresAt = now() + ttlMs;
      reading = undefined;
    }
    return value;
  }

  return {
    get() {
      if (now() < expiresAt) return Promise.resolve(enabled);
      reading ??= read();
      return reading;
    },
    invalidate() {
      generation += 1;
      expiresAt = Number.NEGATIVE_INFINITY;
      reading = undefined;
    },
  };
}
