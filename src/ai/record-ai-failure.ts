import type { Database } from "../db/database.js";
import { systemLogs } from "../db/schema/index.js";
import { errorSeverity } from "../platform/error-records/error-severity.js";
import { recordError } from "../platform/error-records/record-error.js";
import type { AiFailureType } from "../shared/ai-failure-text.js";
import { markProviderFailed, recordAllProvidersFailing } from "./provider-failures.js";

// The types and their Italian words live in shared/ (the dashboard reads `ai_<type>` rows and lines by them).
export type { AiFailureType };

/**
 * Writes what the Diagnostica screen shows of a failed enrichment: an
 * error_logs row (source = provider) and a system_logs line in category ai,
 * in one transaction so neither exists without the other. This is the AI
 * failures' only line in the system log: the code that calls it logs none
 * with a category. A failed call is "high" (a provider failing, the rule of
 * docs/product.md#operational-data) and counts towards "every provider failing
 * for an hour"; a low confidence is "medium": the provider answered, the
 * article was the problem.
 */
export async function recordAiFailure(
  db: Database,
  failure: { type: AiFailureType; provider: string; model: string; message: string; articleTitle?: string; configId?: string; now?: Date },
): Promise<void> {
  const subject = failure.articleTitle ? ` on "${failure.articleTitle.slice(0, 200)}"` : "";
  const message = `${failure.provider} (${failure.model})${subject}: ${failure.message}`.slice(0, 2000);
  const callFailed = failure.type !== "low_confidence";
  const now = failure.now ?? new Date();
  await db.transaction(async (tx) => {
    const inTransaction = tx as unknown as Database;
    await recordError(inTransaction, {
      errorType: `ai_${failure.type}`,
      severity: errorSeverity(callFailed ? { kind: "provider_failed" } : { kind: "low_confidence" }),
      message,
      source: failure.provider,
    });
    await tx.insert(systemLogs).values({
      log_level: callFailed ? "error" : "warn",
      category: "ai",
      source: failure.provider,
      message,
      details: { type: failure.type, model: failure.model },
    });
    if (callFailed && failure.configId) await markProviderFailed(inTransaction, failure.configId, now);
  });
  if (callFailed) await recordAllProvidersFailing(db, now);
}
