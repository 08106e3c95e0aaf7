import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { errorLogs } from "../../db/schema/index.js";
import type { ErrorLogView } from "../../shared/diagnostics.js";
import { NotFoundError } from "../../platform/errors.js";
import { toErrorLogView } from "./error-view.js";

/**
 * "Segna come Risolto": marks the error resolved at `now` and answers it as
 * stored. Resolving it again changes nothing (the first time stays); nothing
 * reopens it (no route does, and migration 0016's trigger refuses any update
 * that would). A missing error is NotFoundError.
 */
export async function resolveError(db: Database, id: string, now = new Date()): Promise<ErrorLogView> {
  const [resolved] = await db
    .update(errorLogs)
    .set({ resolved: true, resolved_at: now })
    .where(and(eq(errorLogs.id, id), eq(errorLogs.resolved, false)))
    .returning();
  if (resolved) return toErrorLogView(resolved);
  const [stored] = await db.select().from(errorLogs).where(eq(errorLogs.id, id));
  if (!stored) throw new NotFoundError("Error not found");
  return toErrorLogView(stored);
}
