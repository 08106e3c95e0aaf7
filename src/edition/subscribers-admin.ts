import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { editionSubscribers } from "../db/schema/index.js";
import { csvLine, UTF8_BOM } from "../platform/csv.js";
import { NotFoundError } from "../platform/errors.js";
import { EDITION_LIMITS } from "../shared/constants.js";
import { exportDateTime, romeDay } from "../shared/dates.js";
import type { EditionSubscriberList } from "../shared/edition.js";

/**
 * The dashboard's subscribers panel (docs/product.md#edizione): how many are
 * confirmed and how many wait, then a page of addresses, newest first. A page
 * past the last reads as the last.
 */
export async function listEditionSubscribers(db: Database, query: { page: number }): Promise<EditionSubscriberList> {
  const [counts] = await db
    .select({
      confirmed: sql<number>`count(*) filter (where ${editionSubscribers.confirmed_at} is not null)::int`,
      pending: sql<number>`count(*) filter (where ${editionSubscribers.confirmed_at} is null)::int`,
    })
    .from(editionSubscribers);
  const confirmed = counts?.confirmed ?? 0;
  const pending = counts?.pending ?? 0;
  const pageSize = EDITION_LIMITS.pageSize;
  const page = Math.min(query.page, Math.max(1, Math.ceil((confirmed + pending) / pageSize)));
  const subscribers = await db
    .select()
    .from(editionSubscribers)
    .orderBy(desc(editionSubscribers.created_at), desc(editionSubscribers.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { confirmed, pending, page, page_size: pageSize, subscribers };
}

/** The administrator removes an address (and its deliveries, by cascade). */
export async function removeEditionSubscriber(db: Database, id: string): Promise<void> {
  const gone = await db.delete(editionSubscribers).where(eq(editionSubscribers.id, id)).returning({ id: editionSubscribers.id });
  if (gone.length === 0) throw new NotFoundError("Subscriber not found");
}

/** The header row, in Italian, as the panel names the columns. */
export const EDITION_SUBSCRIBERS_CSV_HEADER = ["Indirizzo email", "Iscrizione", "Conferma"];

/** "iscritti-edizione-2026-11-30.csv", named by the day in Rome. */
export function editionSubscribersCsvFileName(now: Date): string {
  return `iscritti-edizione-${romeDay(now)}.csv`;
}

/** Every address as CSV for a spreadsheet (platform/csv.ts), oldest first; a waiting address has no confirmation time. */
export async function editionSubscribersCsv(db: Database): Promise<string> {
  const rows = await db.select().from(editionSubscribers).orderBy(editionSubscribers.created_at, editionSubscribers.id);
  const lines = rows.map((row) => csvLine([row.email, exportDateTime(row.created_at), row.confirmed_at ? exportDateTime(row.confirmed_at) : ""]));
  return UTF8_BOM + csvLine(EDITION_SUBSCRIBERS_CSV_HEADER) + lines.join("");
}
