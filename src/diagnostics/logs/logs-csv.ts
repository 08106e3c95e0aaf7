import { and, desc, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { systemLogs } from "../../db/schema/index.js";
import { csvLine, UTF8_BOM } from "../../platform/csv.js";
import { LIMITS } from "../../shared/constants.js";
import { exportDateTime, romeDay } from "../../shared/dates.js";
import type { LogListQuery } from "../../shared/diagnostics.js";
import { logText } from "../../shared/log-text.js";
import { logConditions } from "./log-conditions.js";

/** The header row, in Italian: the message as the screen shows it, then the English the server logged, then the event's fields. */
export const LOG_CSV_HEADER = ["Data", "Livello", "Categoria", "Origine", "Messaggio", "Messaggio tecnico", "Dettagli"];
const PAGE_SIZE = 1_000;

/** "log-di-sistema-2026-11-25.csv", named by the day in Rome. */
export function logCsvFileName(now: Date): string {
  return `log-di-sistema-${romeDay(now)}.csv`;
}

/**
 * The CSV export of the log (docs/product.md#diagnostica-sistema): the BOM,
 * the header, then at most LIMITS.logExportRows lines matching the filters,
 * newest first, read a page at a time (keyset on time and id, the time as the
 * database's own text so no microsecond is lost), never the whole table at
 * once. Dates are Rome's dd/MM/yyyy HH:mm:ss; the message is Italian
 * (src/shared/log-text.ts) with the stored English beside it.
 */
export async function* logsCsv(db: Database, query: LogListQuery, maxRows: number = LIMITS.logExportRows): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(LOG_CSV_HEADER);
  const where = logConditions(query);
  let cursor: { at: string; id: string } | undefined;
  for (let written = 0; written < maxRows; ) {
    const after = cursor && sql`(${systemLogs.timestamp}, ${systemLogs.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
    const rows = await db
      .select({
        id: systemLogs.id,
        at: sql<string>`${systemLogs.timestamp}::text`,
        timestamp: systemLogs.timestamp,
        level: systemLogs.log_level,
        category: systemLogs.category,
        source: systemLogs.source,
        message: systemLogs.message,
        details: systemLogs.details,
      })
      .from(systemLogs)
      .where(and(where, after))
      .orderBy(desc(systemLogs.timestamp), desc(systemLogs.id))
      .limit(Math.min(PAGE_SIZE, maxRows - written));
    if (rows.length === 0) return;
    yield rows
      .map((row) => {
        const words = logText(row);
        return csvLine([exportDateTime(row.timestamp), row.level, row.category, row.source, words.text, words.detail, row.details ? JSON.stringify(row.details) : ""]);
      })
      .join("");
    written += rows.length;
    const last = rows.at(-1)!;
    cursor = { at: last.at, id: last.id };
  }
}
