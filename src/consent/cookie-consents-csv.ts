import { desc, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { cookieConsents } from "../db/schema/index.js";
import { csvLine, UTF8_BOM } from "../platform/csv.js";
import { exportDateTime, romeDay } from "../shared/dates.js";

/** The header row, in Italian, as the dashboard's list names the columns. */
export const COOKIE_CONSENT_CSV_HEADER = ["Data", "ID del consenso", "Analitici", "Pubblicitari", "Versione"];
const PAGE_SIZE = 1_000;

/** "consensi-cookie-2026-11-30.csv", named by the day in Rome. */
export function cookieConsentsCsvFileName(now: Date): string {
  return `consensi-cookie-${romeDay(now)}.csv`;
}

const yesNo = (value: boolean) => (value ? "sì" : "no");

/**
 * Every stored cookie choice as CSV for a spreadsheet (docs/product.md#google-adsense):
 * the BOM, the header, then the rows newest first, read a page at a time (keyset
 * on time and id, the time as the database's own text so no microsecond is
 * lost), never the whole table at once. The retention run bounds the table
 * to a year of choices, so the export holds them all: it is the proof.
 */
export async function* cookieConsentsCsv(db: Database): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(COOKIE_CONSENT_CSV_HEADER);
  let cursor: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: cookieConsents.id,
        at: sql<string>`${cookieConsents.created_at}::text`,
        created_at: cookieConsents.created_at,
        consent_id: cookieConsents.consent_id,
        analytics: cookieConsents.analytics,
        advertising: cookieConsents.advertising,
        policy_version: cookieConsents.policy_version,
      })
      .from(cookieConsents)
      .where(cursor && sql`(${cookieConsents.created_at}, ${cookieConsents.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`)
      .orderBy(desc(cookieConsents.created_at), desc(cookieConsents.id))
      .limit(PAGE_SIZE);
    if (rows.length === 0) return;
    yield rows
      .map((row) => csvLine([exportDateTime(row.created_at), row.consent_id, yesNo(row.analytics), yesNo(row.advertising), row.policy_version]))
      .join("");
    if (rows.length < PAGE_SIZE) return;
    const last = rows.at(-1)!;
    cursor = { at: last.at, id: last.id };
  }
}
