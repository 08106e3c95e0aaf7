import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/database.js";
import { signalContentChanged } from "../content-events.js";
import { packPayload } from "./payload.js";

/** Articles moved per transaction: a batch holds its locks briefly, so readers and the sync never wait long. */
export const ARCHIVE_BATCH_SIZE = 200;

/** Each dependent table's rows of article `a`, as one JSON array. */
const rowsOf = (table: string) => sql.raw(`coalesce((select jsonb_agg(to_jsonb(d)) from ${table} d where d.article_id = a.id), '[]'::jsonb)`);
/** What a dependent table's rows of article `a` take (pg_column_size of each row as stored). */
const sizeOf = (table: string) => sql.raw(`coalesce((select sum(pg_column_size(d.*)) from ${table} d where d.article_id = a.id), 0)`);

/**
 * Moves every article published more than `days` days before `now` to the archive
 * (docs/product.md#spazio-server), in batches. Each batch is one transaction: it
 * reads the articles and their dependent rows, stores them compressed in
 * article_archive, leaves a tombstone per article (so the sync, which skips
 * tombstoned URLs, does not import it again) and deletes the live rows. A crash
 * leaves each article either live or archived. Statistics stay as they were:
 * the view totals' triggers skip this move (migration 0038) and the Statistiche
 * counts read the archive's plain columns. Answers how many articles moved.
 */
export async function archiveOldArticles(db: Database, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let archived = 0;
  for (;;) {
    const moved = await archiveBatch(db, cutoff, now);
    archived += moved;
    if (moved < ARCHIVE_BATCH_SIZE) break;
  }
  if (archived > 0) await signalContentChanged(db);
  return archived;
}

async function archiveBatch(db: Database, cutoff: Date, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('rassegna.archive_move', 'on', true)`);
    // skip locked: an article a writer holds (an enrichment saving it) waits for the next archiving.
    const rows = await queryRows<{ id: string; live_bytes: number; payload: string }>(
      tx,
      sql`with batch as (
            select id from articles
            where published_at < ${cutoff.toISOString()}::timestamptz
            order by published_at, id
            limit ${ARCHIVE_BATCH_SIZE}
            for update skip locked
          )
          select a.id,
            (pg_column_size(a.*) + ${sizeOf("statistics")} + ${sizeOf("article_daily_views")} + ${sizeOf("article_view_totals")}
              + ${sizeOf("social_posts")})::int as live_bytes,
            jsonb_build_object(
              'article', to_jsonb(a) - 'search_vector' - 'search_words',
              'statistics', ${rowsOf("statistics")},
              'daily_views', ${rowsOf("article_daily_views")},
              'view_totals', ${rowsOf("article_view_totals")},
              'social_posts', ${rowsOf("social_posts")},
              'training_examples', coalesce((select jsonb_agg(e.id) from ai_training_examples e where e.article_id = a.id), '[]'::jsonb)
            )::text as payload
          from articles a join batch using (id)`,
    );
    if (rows.length === 0) return 0;
    const packed = await Promise.all(
      rows.map(async (row) => ({ id: row.id, live_bytes: row.live_bytes, payload: (await packPayload(row.payload)).toString("base64") })),
    );
    const at = now.toISOString();
    // One statement: the archive rows, the tombstones and the deletion happen together or not at all.
    const moved = await queryRows<{ canonical_url: string }>(
      tx,
      sql`with input as (
            select x.id, x.live_bytes, decode(x.payload, 'base64') as payload
            from jsonb_to_recordset(${JSON.stringify(packed)}::jsonb) as x(id uuid, live_bytes integer, payload text)
          ), archived as (
            insert into article_archive (id, title, source_name, source_url, category, sentiment, processing_status, ai_processed, published_at, archived_at, live_bytes, payload)
            select a.id, a.title, a.source_name, a.source_url, a.category, a.sentiment, a.processing_status, a.ai_processed, a.published_at, ${at}::timestamptz, i.live_bytes, i.payload
            from input i join articles a on a.id = i.id
            returning id
          ), gone as (
            delete from articles where id in (select id from archived) returning canonical_url, feed_id, guid
          )
          insert into article_tombstones (canonical_url, feed_id, guid, deleted_at, last_seen_at)
          select canonical_url, feed_id, guid, ${at}::timestamptz, ${at}::timestamptz from gone
          on conflict (canonical_url) do update set feed_id = excluded.feed_id, guid = excluded.guid
          returning canonical_url`,
    );
    return moved.length;
  });
}
