import type { Logger } from "pino";
import { releaseClaimsOf, renewClaimsOf } from "../articles/lifecycle/index.js";
import type { Database } from "../db/database.js";
import { LEASE_RENEW_MS, releaseLeasesOf, renewLeasesOf, THIS_PROCESS } from "../db/leases.js";

export interface Ownership {
  /** Renews now what the process holds (the timer does it every LEASE_RENEW_MS). */
  renew(): Promise<void>;
  /** Stops renewing, then gives everything back: claimed articles to the queue, leases freed. */
  release(): Promise<{ claims: number; leases: number }>;
}

/**
 * Keeps this process's job leases and article claims alive while it runs, in
 * every role (the web role claims articles and syncs too). Each is renewed
 * for a minute every 20 s: when the process dies they lapse within a minute
 * and another instance takes them over; when it stops cleanly it releases them.
 */
export function keepOwnership(
  db: Database,
  logger: Logger,
  options: { owner?: string; everyMs?: number; now?: () => Date } = {},
): Ownership {
  const owner = options.owner ?? THIS_PROCESS;
  let renewing: Promise<void> | null = null;
  const renew = () =>
    (renewing ??= (async () => {
      try {
        await renewLeasesOf(db, owner);
        await renewClaimsOf(db, owner, options.now?.() ?? new Date());
      } catch (error) {
        // The next round tries again; three missed rounds let the leases lapse, as for a dead process.
        logger.warn({ err: error, owner }, "could not renew this process's leases and claims");
      } finally {
        renewing = null;
      }
    })());
  const timer = setInterval(() => void renew(), options.everyMs ?? LEASE_RENEW_MS);
  return {
    renew,
    async release() {
      clearInterval(timer);
      await renewing;
      const claims = await releaseClaimsOf(db, owner);
      const leases = await releaseLeasesOf(db, owner);
      return { claims, leases };
    },
  };
}
