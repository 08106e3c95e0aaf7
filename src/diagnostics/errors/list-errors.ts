import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { errorLogs } from "../../db/schema/index.js";
import { LIMITS } from "../../shared/constants.js";
import type { ErrorList, ErrorListQuery } from "../../shared/diagnostics.js";
import { toErrorLogView } from "./error-view.js";

/**
 * "Analisi Errori" (docs/product.md#diagnostica-sistema): the latest
 * LIMITS.errorListSize errors matching the filters, newest first, and the
 * counters over every error whatever the filters. Two statements: the list
 * walks error_logs_timestamp_idx from the newest, the counters group by
 * error_logs_open_idx (resolved, severity).
 */
export async function listErrors(db: Database, query: ErrorListQuery): Promise<ErrorList> {
  const where = and(
    query.severity === "all" ? undefined : eq(errorLogs.severity, query.severity),
    query.state === "all" ? undefined : eq(errorLogs.resolved, query.state === "resolved"),
  );
  const [rows, groups] = await Promise.all([
    db.select().from(errorLogs).where(where).orderBy(desc(errorLogs.timestamp), desc(errorLogs.id)).limit(LIMITS.errorListSize),
    db.select({ resolved: errorLogs.resolved, severity: errorLogs.severity, n: count() }).from(errorLogs).groupBy(errorLogs.resolved, errorLogs.severity),
  ]);
  const counts = { critical: 0, high: 0, medium: 0, resolved: 0 };
  for (const group of groups) {
    if (group.resolved) counts.resolved += group.n;
    else if (group.severity === "critical" || group.severity === "high" || group.severity === "medium") counts[group.severity] += group.n;
  }
  return { errors: rows.map(toErrorLogView), counts };
}

/** Errors not resolved yet: the count beside "Diagnostica Sistema" in the sidebar (read through error_logs_open_idx). */
export async function countOpenErrors(db: Database): Promise<number> {
  const [row] = await db.select({ open: count() }).from(errorLogs).where(eq(errorLogs.resolved, false));
  return row?.open ?? 0;
}
