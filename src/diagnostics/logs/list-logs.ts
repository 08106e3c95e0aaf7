import { count, desc } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { systemLogs } from "../../db/schema/index.js";
import { LIMITS } from "../../shared/constants.js";
import type { LogList, LogListQuery } from "../../shared/diagnostics.js";
import { logConditions } from "./log-conditions.js";
import { toSystemLogView } from "./log-view.js";

/**
 * "Log di Sistema" (docs/product.md#diagnostica-sistema): the latest
 * LIMITS.logListSize lines matching, newest first, and how many match in all
 * ("Mostrando N di M log"). Figures over 300,000 lines: docs/performance.md#dashboard.
 */
export async function listLogs(db: Database, query: LogListQuery): Promise<LogList> {
  const where = logConditions(query);
  const [rows, [total]] = await Promise.all([
    db.select().from(systemLogs).where(where).orderBy(desc(systemLogs.timestamp), desc(systemLogs.id)).limit(LIMITS.logListSize),
    db.select({ n: count() }).from(systemLogs).where(where),
  ]);
  return { logs: rows.map(toSystemLogView), total: total?.n ?? 0 };
}
