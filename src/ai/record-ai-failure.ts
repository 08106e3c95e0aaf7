import type { Database } from "../db/database.js";
import { errorLogs, systemLogs } from "../db/schema/index.js";
import type { AiFailureReason } from "./ai-call-error.js";

export type AiFailureType = AiFailureReason | "low_confidence";

/**
 * Writes what the Diagnostica screen shows of a failed enrichment: an
 * error_logs row (source = provider) and a system_logs line in category ai,
 * in one transaction so neither exists without the other.
 */
export async function recordAiFailure(
  db: Database,
  failure: { type: AiFailureType; provider: string; model: string; message: string; articleTitle?: string },
): Promise<void> {
  const subject = failure.articleTitle ? ` on "${failure.articleTitle.slice(0, 200)}"` : "";
  const message = `${failure.provider} (${failure.model})${subject}: ${failure.message}`.slice(0, 2000);
  await db.transaction(async (tx) => {
    await tx.insert(errorLogs).values({
      error_type: `ai_${failure.type}`,
      // A rejected key stops every call to that provider until the admin fixes it.
      severity: failure.type === "auth" ? "high" : "medium",
      error_message: message,
      source: failure.provider,
    });
    await tx.insert(systemLogs).values({
      log_level: failure.type === "low_confidence" ? "warn" : "error",
      category: "ai",
      source: failure.provider,
      message,
      details: { type: failure.type, model: failure.model },
    });
  });
}
