import type { Database } from "../db/database.js";
import { migrationsApplied } from "../db/migrations-applied.js";
import { pingDatabaseWithin } from "../db/ping.js";

/** A readiness probe waits at most this long for the database: orchestrators time out probes after a second or two. */
export const READY_PING_TIMEOUT_MS = 2_000;

/** Whether this process can take traffic, for GET /readyz. */
export interface Readiness {
  /** True when the database answers and has this build's migrations; never throws. */
  check(): Promise<boolean>;
}

/**
 * The readiness of docs/product.md#operational-data, kept cheap: probes that
 * arrive together share one `select 1`, and the migrations, once seen
 * applied, are not read again (they do not go away while the process runs).
 * Shutting down is the server's own state, checked by the route.
 */
export function createReadiness(db: Database): Readiness {
  let migrated = false;
  let inFlight: Promise<boolean> | undefined;
  const probe = async () => {
    await pingDatabaseWithin(db, READY_PING_TIMEOUT_MS);
    if (!migrated) migrated = await migrationsApplied(db);
    return migrated;
  };
  return {
    check() {
      inFlight ??= probe()
        .catch(() => false)
        .finally(() => (inFlight = undefined));
      return inFlight;
    },
  };
}
