/**
 * `npm run bench:archive -- [--articles 3000] [--postgres URL]`: what the archive
 * (docs/decisions.md, "The archive") takes against the live rows it replaced.
 * Loads `articles` published articles shaped like scraped ones: a title, a
 * summary of ~300 characters, an original text of three to five of the
 * hand-labelled set's real Italian news texts (~2.5-4 kB, a scraped body), tags,
 * keywords, story terms, search vectors (the real trigger) and 0-20 views each
 * over the last days (the real rollup trigger). Then archives all of them and
 * reports, in bytes: the live rows' size (pg_column_size, what article_archive
 * records as live_bytes), the live tables on disk before and after
 * (pg_total_relation_size with TOAST and indexes, after VACUUM FULL so freed
 * pages are returned), and the archive's payloads and its table on disk.
 * On a fresh embedded database by default; with --postgres, in that database,
 * which is DROPPED and created again (give it one of its own).
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { recreateDatabase } from "./recreate-database.js";
import { archiveOldArticles } from "../src/articles/archive/index.js";
import { openDatabase } from "../src/db/client.js";
import { queryRows, type Database } from "../src/db/database.js";
import { migrateAndSeed } from "../src/db/migrate.js";
import { loadLabelledSet } from "../tests/helpers/labelled-set.js";

const { values } = parseArgs({ options: { articles: { type: "string", default: "3000" }, postgres: { type: "string" } } });
const count = Number(values.articles);
const say = (line: string) => void process.stdout.write(`${line}\n`);
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString("en")} KB`;
const LIVE_TABLES = ["articles", "statistics", "article_daily_views", "article_view_totals", "social_posts"];

/** pg_total_relation_size of these tables (heap, TOAST, indexes), each vacuumed in full first. */
async function tablesOnDisk(db: Database, tables: string[]): Promise<number> {
  let total = 0;
  for (const table of tables) {
    await db.execute(sql.raw(`vacuum full ${table}`));
    const [row] = await queryRows<{ bytes: string }>(db, sql`select pg_total_relation_size(${table}::regclass) as bytes`);
    total += Number(row!.bytes);
  }
  return total;
}

async function load(db: Database): Promise<void> {
  const set = loadLabelledSet();
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const pick = (k: number) => set[(i * 7 + k * 13) % set.length]!;
    const first = pick(0);
    const body = Array.from({ length: 3 + (i % 3) }, (_, k) => pick(k).text).join("\n\n");
    return {
      title: `${first.title} (${i})`,
      content_summary: first.text.slice(0, 300),
      content_original: body,
      source_name: first.source_name,
      source_url: `https://notizie.example.it/${i}/${encodeURIComponent(first.id)}`,
      canonical_url: `https://notizie.example.it/${i}/${encodeURIComponent(first.id)}`,
      guid: `guid-${i}`,
      category: first.category,
      sentiment: first.sentiment,
      tags: first.title.toLowerCase().match(/\p{L}{6,}/gu)?.slice(0, 4) ?? [],
      keywords: first.text.toLowerCase().match(/\p{L}{8,}/gu)?.slice(0, 5) ?? [],
      story_terms: first.title.toLowerCase().match(/\p{L}{4,}/gu)?.slice(0, 10) ?? [],
      content_word_count: body.split(/\s+/).length,
      reading_time: Math.max(1, Math.round(body.split(/\s+/).length / 200)),
      ai_processed: true,
      processing_status: "completed",
      processed_by_ai_provider: "locale",
      published_at: new Date(now - (400 + (i % 300)) * 86_400_000).toISOString(),
      views: i % 21,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db.execute(
      sql`insert into articles (title, content_summary, content_original, source_name, source_url, canonical_url, guid, category, sentiment, tags, keywords,
            story_terms, content_word_count, reading_time, ai_processed, processing_status, processed_by_ai_provider, published_at, views)
          select title, content_summary, content_original, source_name, source_url, canonical_url, guid, category, sentiment, tags, keywords,
            story_terms, content_word_count, reading_time, ai_processed, processing_status, processed_by_ai_provider, published_at, views
          from jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + 500))}::jsonb) as x(title text, content_summary text, content_original text,
            source_name text, source_url text, canonical_url text, guid text, category text, sentiment text, tags text[], keywords text[], story_terms text[],
            content_word_count int, reading_time int, ai_processed boolean, processing_status text, processed_by_ai_provider text, published_at timestamptz, views int)`,
    );
  }
  // Each article's `views` as raw views over the last 20 days (the rollup trigger fills the three totals).
  await db.execute(
    sql`insert into statistics (article_id, user_agent, created_at)
        select a.id, 'Mozilla/5.0 (bench)', now() - (n % 20) * interval '1 day' from articles a, generate_series(1, a.views) as n`,
  );
}

async function main(): Promise<void> {
  if (values.postgres) await recreateDatabase(values.postgres);
  const handle = await openDatabase({ databaseUrl: values.postgres });
  await migrateAndSeed(handle);
  const db = handle.db;
  try {
    await load(db);
    const [live] = await queryRows<{ rows: string; views: string }>(
      db,
      sql`select (select sum(pg_column_size(a.*)) from articles a) + (select coalesce(sum(pg_column_size(s.*)), 0) from statistics s)
            + (select coalesce(sum(pg_column_size(d.*)), 0) from article_daily_views d) + (select coalesce(sum(pg_column_size(t.*)), 0) from article_view_totals t) as rows,
          (select count(*) from statistics) as views`,
    );
    const diskBefore = await tablesOnDisk(db, LIVE_TABLES);
    const started = performance.now();
    const archived = await archiveOldArticles(db, 365);
    const ms = performance.now() - started;
    const diskAfter = await tablesOnDisk(db, LIVE_TABLES);
    const [archive] = await queryRows<{ replaced: string; payload: string }>(
      db,
      sql`select sum(live_bytes) as replaced, sum(octet_length(payload)) as payload from article_archive`,
    );
    const archiveDisk = await tablesOnDisk(db, ["article_archive"]);
    const replaced = Number(archive!.replaced);
    const payload = Number(archive!.payload);
    const freed = diskBefore - diskAfter;
    say(`${values.postgres ? "PostgreSQL" : "PGlite"}: ${archived} articles archived (${Number(live!.views)} views) in ${(ms / 1000).toFixed(1)} s`);
    say(`live rows replaced (pg_column_size, article + dependent rows): ${kb(replaced)} (${Math.round(replaced / archived)} B/article; all live rows measured: ${kb(Number(live!.rows))})`);
    say(`live tables on disk (with TOAST and indexes, VACUUM FULL): ${kb(diskBefore)} before, ${kb(diskAfter)} after: ${kb(freed)} freed`);
    say(`archive payloads (gzip JSON): ${kb(payload)} = ${(payload / replaced).toFixed(2)} of the live rows (${(replaced / payload).toFixed(1)}x smaller)`);
    say(`archive table on disk (pg_total_relation_size with indexes): ${kb(archiveDisk)} = ${(archiveDisk / replaced).toFixed(2)} of the live rows, ${(archiveDisk / freed).toFixed(2)} of the space freed`);
  } finally {
    await handle.close();
  }
}

await main();
