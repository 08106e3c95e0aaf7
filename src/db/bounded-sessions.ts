import type { Database } from "./database.js";

/** Limits every statement of a connection runs under. */
export interface SessionLimits {
  /** statement_timeout, in milliseconds. */
  statementTimeoutMs: number;
  /** No parallel workers (max_parallel_workers_per_gather = 0). */
  serial: boolean;
}

/** Opens (or answers the one already open) a database whose connections start with these limits. */
export type BoundedSessionsOpener = (limits: SessionLimits) => Database;

/**
 * The PostgreSQL databases opened in this process that can lend connections
 * started with limits (client.ts offers them). A query bounded so costs its
 * own round trip only, where a transaction with SET LOCAL around it costs
 * three more (begin, set, commit): a millisecond and more of a home listing
 * at a million articles (docs/performance.md).
 */
const openers = new WeakMap<object, BoundedSessionsOpener>();

export function offerBoundedSessions(db: Database, open: BoundedSessionsOpener): void {
  openers.set(db, open);
}

/** A database over connections started with `limits`, when `db` can lend them (PostgreSQL opened by openDatabase; not a transaction, not PGlite). */
export function boundedSessions(db: Database, limits: SessionLimits): Database | undefined {
  return openers.get(db)?.(limits);
}
