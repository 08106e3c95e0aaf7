import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { aiConfigs, errorLogs } from "../db/schema/index.js";
import { ERROR_TYPES, errorSeverity, PROVIDERS_FAILING_CRITICAL_MS } from "../platform/error-records/error-severity.js";
import { recordError } from "../platform/error-records/record-error.js";

/** A provider answered (even with little confidence): its run of failures ends. Writes nothing when it had none. */
export async function markProviderAnswered(db: Database, configId: string): Promise<void> {
  await db
    .update(aiConfigs)
    .set({ failing_since: null })
    .where(and(eq(aiConfigs.id, configId), isNotNull(aiConfigs.failing_since)));
}

/** A call to the provider failed at `now`: a run of failures starts, or goes on. */
export async function markProviderFailed(db: Database, configId: string, now: Date): Promise<void> {
  await db
    .update(aiConfigs)
    .set({ failing_since: sql`coalesce(${aiConfigs.failing_since}, ${now.toISOString()}::timestamptz)`, last_failed_at: now })
    .where(eq(aiConfigs.id, configId));
}

/** Two workers failing at the same moment check and write one at a time (held to the end of the transaction). */
const ALERT_LOCK = sql`select pg_advisory_xact_lock(hashtext(${ERROR_TYPES.allProvidersFailing}))`;

/**
 * "Every provider failing for an hour" (docs/product.md#operational-data):
 * when every active provider has failed without a single answer for at least
 * an hour, and was still tried (and failed) within the last hour, one
 * critical row; none again while one less than an hour old exists. Answers
 * whether it wrote one.
 */
export async function recordAllProvidersFailing(db: Database, now: Date): Promise<boolean> {
  const hourAgo = new Date(now.getTime() - PROVIDERS_FAILING_CRITICAL_MS);
  return db.transaction(async (tx) => {
    await tx.execute(ALERT_LOCK);
    const active = await tx
      .select({ provider: aiConfigs.provider, model: aiConfigs.model_name, failing_since: aiConfigs.failing_since, last_failed_at: aiConfigs.last_failed_at })
      .from(aiConfigs)
      .where(eq(aiConfigs.active, true));
    const failingLong = (config: (typeof active)[number]) =>
      config.failing_since !== null && config.failing_since <= hourAgo && config.last_failed_at !== null && config.last_failed_at > hourAgo;
    if (active.length === 0 || !active.every(failingLong)) return false;
    const [recent] = await tx
      .select({ id: errorLogs.id })
      .from(errorLogs)
      .where(and(eq(errorLogs.error_type, ERROR_TYPES.allProvidersFailing), gt(errorLogs.timestamp, hourAgo)))
      .limit(1);
    if (recent) return false;
    const since = new Date(Math.max(...active.map((config) => config.failing_since!.getTime())));
    const names = active.map((config) => `${config.provider} (${config.model})`).join(", ");
    await recordError(tx as unknown as Database, {
      errorType: ERROR_TYPES.allProvidersFailing,
      severity: errorSeverity({ kind: "all_providers_failing" }),
      message: `Every active AI provider has failed since ${since.toISOString()}, none answered: ${names}`,
      source: "ai-processing",
      at: now,
    });
    return true;
  });
}
