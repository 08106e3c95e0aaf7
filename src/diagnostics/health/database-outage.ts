import type { Logger } from "pino";
import type { Database } from "../../db/database.js";
import { ERROR_TYPES, errorSeverity } from "../../platform/error-records/error-severity.js";
import { recordError } from "../../platform/error-records/record-error.js";

/** "4 min 12 s", "1 h 3 min", "850 ms": how long an outage lasted, for its error row. */
export function formatDuration(ms: number): string {
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  const seconds = Math.round(ms / 1_000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/**
 * The database being unreachable, remembered in this process
 * (docs/product.md#operational-data): a database that is down cannot store
 * its own error row, so the outage is logged on the console when noticed and
 * written to error_logs (critical, `database_unreachable`), with when it was
 * noticed and how long it lasted, once the database answers again. An outage
 * that outlives the process is only in the console log.
 */
export class DatabaseOutage {
  private since: Date | undefined;
  private reason = "";

  constructor(private readonly logger?: Pick<Logger, "error" | "warn">) {}

  /** Whether an outage is remembered and not yet written. */
  get ongoing(): boolean {
    return this.since !== undefined;
  }

  /** The ping failed: the first failure of an outage is logged at error level, later ones are not repeated. */
  noticed(at: Date, error: unknown): void {
    if (this.since) return;
    this.since = at;
    this.reason = error instanceof Error ? error.message : String(error);
    this.logger?.error({ category: "database", err: error, since: at.toISOString() }, "database unreachable: health readings wait until it answers");
  }

  /** The ping answered: writes the remembered outage, if any. Kept for the next reading when the write fails. */
  async answered(db: Database, at: Date): Promise<void> {
    const since = this.since;
    if (!since) return;
    const lasted = formatDuration(at.getTime() - since.getTime());
    await recordError(db, {
      errorType: ERROR_TYPES.databaseUnreachable,
      severity: errorSeverity({ kind: "database_unreachable" }),
      message: `The database did not answer from ${since.toISOString()} until ${at.toISOString()} (${lasted}): ${this.reason}`,
      source: "system-health",
    });
    this.since = undefined;
    this.logger?.warn({ category: "database", since: since.toISOString(), lasted }, "database answers again");
  }
}
