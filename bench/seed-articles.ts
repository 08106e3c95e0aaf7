/**
 * The benches' Italian articles, made by the database itself (insert ...
 * select over generate_series, no row crosses the wire), shared by
 * bench/search.ts, bench/admin-articles.ts and bench/statistics.ts so one
 * loaded database serves all three.
 *
 * What the planner sees is what a real site gives it: words drawn with a
 * Zipf distribution (the k-th most frequent word k times rarer than the
 * first) over the ~4,900 words of the hand-labelled set
 * (tests/fixtures/ai-labelled), ranked by their frequency there; titles of
 * 7-11 words, summaries of 20-34, texts of 30-59 (a feed's description); 30 Italian sources and the
 * categories with skewed shares; publication dates spread over three years up
 * to the load; 90 % published, 5 % pending, 3.75 % failed, 1.25 %
 * processing (unpublished ones have no summary, category, sentiment or story,
 * as after an import); three in eight published articles in stories of up to
 * three, and every published one with story terms (its title's and summary's
 * words: an empty array everywhere made the terms' GIN index tiny, and the
 * planner and-ed a scan of all of it into searches as "published"). The search vectors are filled by the real trigger (migration 0003).
 *
 * Loading drops the articles' secondary indexes and builds them again after
 * (at a million rows, keeping them up to date row by row took over an hour);
 * their definitions are kept in bench_seed first, so a load cut short is
 * repaired by the next run. bench_seed also records the corpus' version and
 * size: a database that already holds this corpus at this size is reused.
 */
import { availableParallelism } from "node:os";
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/database.js";
import { queryRows } from "../src/db/database.js";
import { CATEGORIES, SENTIMENTS } from "../src/shared/constants.js";
import { loadLabelledSet } from "../tests/helpers/labelled-set.js";

/** Bumped whenever the rows below change: a database seeded by another version is loaded again. */
const SEED_VERSION = "zipf-3";
const BATCH = 20_000;
/**
 * Sessions loading at once: the trigger's two to_tsvector a row are most of
 * the load, and each session computes its own rows' on its own core.
 */
const SESSIONS = availableParallelism();
const SPAN_DAYS = 3 * 365;

const SOURCES = [
  "ANSA", "Corriere della Sera", "la Repubblica", "Il Sole 24 Ore", "La Stampa", "Il Post", "Rai News", "Sky TG24", "Il Fatto Quotidiano",
  "Avvenire", "Il Messaggero", "Il Giornale", "TGCom24", "Fanpage", "Open", "Il Mattino", "Il Resto del Carlino", "La Nazione", "Il Secolo XIX",
  "Il Gazzettino", "L'Unione Sarda", "La Gazzetta dello Sport", "Corriere dello Sport", "Wired Italia", "AGI", "Adnkronos", "HuffPost Italia",
  "Today.it", "Il Tirreno", "La Nuova Sardegna",
];

/** The labelled set's words, most frequent first. */
function vocabulary(): string[] {
  const counts = new Map<string, number>();
  for (const item of loadLabelledSet()) {
    for (const word of `${item.title} ${item.text}`.toLowerCase().match(/\p{L}+/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
}

const textArray = (items: readonly string[]) => sql.raw(`array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(",")}]::text[]`);

/** Rank 1..n, rank k about k times rarer than rank 1 (log-uniform: a Zipf law of exponent 1). */
const zipf = (n: number) => sql.raw(`floor(power(${n + 1}, random()))::int`);

/** The row counted `i` published? (slots 18 and 19 of every 20 are not). */
const published = (i: string) => `(${i}) % 20 < 18`;

export interface SeedResult {
  articles: number;
  /** Seconds spent loading now; 0 when the database already held the corpus. */
  loadSeconds: number;
}

/**
 * Makes the database hold exactly `count` bench articles: reused when
 * bench_seed says it already does, else (an empty database, or one seeded
 * before) emptied and loaded. Refuses a database with articles it did not seed.
 */
export async function seedArticles(db: Database, count: number, log: (line: string) => void = console.log): Promise<SeedResult> {
  await db.execute(sql`create table if not exists bench_seed (version text not null, articles integer not null, loaded boolean not null, index_defs text[] not null)`);
  const [seed] = await queryRows<{ version: string; articles: number; loaded: boolean; index_defs: string[] }>(db, sql`select * from bench_seed`);
  if (seed?.loaded && seed.version === SEED_VERSION && seed.articles === count) return { articles: count, loadSeconds: 0 };
  const [held] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from articles limit 1) as one`);
  if (!seed && held!.n > 0) throw new Error("this database holds articles the bench did not load: give the bench a database of its own");
  if (seed && !seed.loaded) await restoreIndexes(db, seed.index_defs);

  const started = performance.now();
  // Truncating articles empties what refers to them (views, their totals, story rows).
  await db.execute(sql`truncate articles cascade`);
  const indexDefs = await secondaryIndexes(db);
  // Recorded before they are dropped: a load cut short leaves what the next run needs to build them again.
  await db.execute(sql`delete from bench_seed`);
  await db.execute(sql`insert into bench_seed values (${SEED_VERSION}, ${count}, false, array(select jsonb_array_elements_text(${JSON.stringify(indexDefs.map((index) => index.def))}::jsonb)))`);
  for (const index of indexDefs) await db.execute(sql.raw(`drop index if exists "${index.name}"`));

  const words = vocabulary();
  const pickWord = sql`bench_words.words[${zipf(words.length)}]`;
  // Correlated with i (the bound reads it), so the words are drawn again for every row.
  const text = (from: number, spread: number, salt: number) =>
    sql.join([sql`(select string_agg(word, ' ') from (select `, pickWord, sql.raw(` as word from generate_series(1, ${from} + (i * 7 + ${salt}) % ${spread})) as drawn)`)]);
  const categories = textArray(CATEGORIES);
  const sources = textArray(SOURCES);
  const sentiments = textArray(SENTIMENTS);
  const anchor = new Date();
  anchor.setUTCSeconds(0, 0);
  const stepMs = (SPAN_DAYS * 86_400_000) / count;
  const idOf = (i: string) => sql.raw(`md5('rassegna-bench-' || (${i}))::uuid`);
  // A story: the published rows 8g, 8g+1 and 8g+2 join the oldest of them (8g+2) when it is published.
  const storyRoot = "(8 * (i / 8) + 2)";

  const batches = Array.from({ length: Math.ceil(count / BATCH) }, (_, k) => k * BATCH);
  let loaded = 0;
  await inSessions(batches, async (from) => {
    const to = Math.min(count, from + BATCH) - 1;
    await db.execute(sql`
      insert into articles (id, title, content_summary, content_original, source_name, source_url, canonical_url, category, sentiment,
        ai_processed, processing_status, processed_by_ai_provider, ai_processed_at, processing_error, imported_at, published_at,
        views, content_extraction_method, content_word_count, reading_time, story_id, story_terms)
      select ${idOf("i")}, upper(left(title, 1)) || substr(title, 2), case when pub then summary end, body,
        source, 'https://bench.example.it/' || i, 'https://bench.example.it/' || i,
        case when pub then (${categories})[${zipf(CATEGORIES.length)}] end, case when pub then (${sentiments})[1 + (i * 7) % 3] end,
        pub, status, case when pub then 'locale' end, case when pub then at + interval '2 minutes' end,
        case when status = 'failed' then 'Confidenza 0.42 sotto la soglia 0.7' end, at, at,
        i % 50, case when i % 3 = 0 then 'scraping' else 'rss' end, 60 + i % 40, 1,
        case when not pub then null when i % 8 < 3 and ${sql.raw(published(storyRoot))} then ${idOf(storyRoot)} else ${idOf("i")} end,
        case when pub then array(select distinct term from unnest(string_to_array(title || ' ' || summary, ' ')) as term) else '{}' end
      from (
        select i, ${sql.raw(published("i"))} as pub,
          case when ${sql.raw(published("i"))} then 'completed' when i % 20 = 18 then 'pending' when (i / 20) % 4 = 0 then 'processing' else 'failed' end as status,
          (${sources})[${zipf(SOURCES.length)}] as source,
          ${anchor.toISOString()}::timestamptz - (i + random()) * ${stepMs} * interval '1 millisecond' as at,
          ${text(7, 5, 1)} as title, ${text(20, 15, 2)} as summary, ${text(30, 30, 3)} as body
        from generate_series(${from}::int, ${to}::int) as i, (select ${textArray(words)} as words) as bench_words
      ) as row`);
    loaded += to + 1 - from;
    log(`  ${loaded} / ${count} articles (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  });
  log(`  rows in ${((performance.now() - started) / 1000).toFixed(0)} s; building the indexes`);
  await restoreIndexes(db, indexDefs.map((index) => index.def));
  await db.execute(sql`update bench_seed set loaded = true`);
  return { articles: count, loadSeconds: (performance.now() - started) / 1000 };
}

/** The articles' indexes that back no constraint, with their definitions. */
async function secondaryIndexes(db: Database): Promise<Array<{ name: string; def: string }>> {
  return queryRows<{ name: string; def: string }>(
    db,
    sql`select indexname as name, indexdef as def from pg_indexes
        where schemaname = current_schema() and tablename = 'articles'
          and indexname not in (select conname from pg_constraint where conrelid = 'articles'::regclass)`,
  );
}

/** Builds again each index of `defs` the table lacks, several at once. */
async function restoreIndexes(db: Database, defs: string[]): Promise<void> {
  await inSessions(defs, (def) =>
    db.transaction(async (tx) => {
      // Sorting in memory rather than in temporary files; this transaction only.
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      await tx.execute(sql.raw(def.replace(/^CREATE (UNIQUE )?INDEX /, "CREATE $1INDEX IF NOT EXISTS ")));
    }),
  );
}

/** Runs `work` on every item, SESSIONS at a time (PGlite's one connection simply takes them in turn). */
async function inSessions<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const session = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(SESSIONS, items.length) }, session));
}
