import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rss } from "../../../tests/helpers/feed-builder.js";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { startFeedHost, type FeedHost } from "../../../tests/servers/feed-host.js";
import { queryRows } from "../../db/database.js";
import { aiTrainingExamples, articleArchive, articles, articleTombstones, rssFeeds, socialPosts, statistics } from "../../db/schema/index.js";
import { createFetcher, type Fetcher } from "../../feeds/fetch/fetcher.js";
import { syncAllFeeds } from "../../feeds/sync-all.js";
import { statisticsReport } from "../../statistics/statistics-report.js";
import { archiveFigures, archiveOldArticles, ARCHIVE_BATCH_SIZE, restoreArchivedArticles, searchArchive } from "./index.js";

const testDb = useTestDatabase();
const DAY = 86_400_000;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

/** An article as the live tables hold it: its row (search vectors included) and every dependent row. */
async function liveState(id: string) {
  const [row] = await queryRows<Record<string, unknown>>(
    testDb.db,
    sql`select to_jsonb(a) as article,
          (select jsonb_agg(to_jsonb(s) order by s.id) from statistics s where s.article_id = a.id) as statistics,
          (select jsonb_agg(to_jsonb(d) order by d.day) from article_daily_views d where d.article_id = a.id) as daily_views,
          (select to_jsonb(t) from article_view_totals t where t.article_id = a.id) as view_totals,
          (select jsonb_agg(to_jsonb(p) order by p.id) from social_posts p where p.article_id = a.id) as social_posts,
          (select jsonb_agg(e.id order by e.id) from ai_training_examples e where e.article_id = a.id) as training_examples
        from articles a where a.id = ${id}`,
  );
  return row;
}

/** The Statistiche report of the year without the fields that name the moment or list single articles. */
async function yearTotals() {
  const { generated_at: _at, top_articles: _top, ...report } = await statisticsReport(testDb.db, "year", now);
  return report;
}

/** What the live articles' rows take (pg_column_size, as stored). */
async function liveRowBytes(): Promise<number> {
  const [row] = await queryRows<{ bytes: string }>(testDb.db, sql`select coalesce(sum(pg_column_size(a.*)), 0) as bytes from articles a`);
  return Number(row!.bytes);
}

/** Old articles with long text, views on three days, a social post and a training example; one recent article. */
async function seed() {
  const text = "Il consiglio regionale ha discusso a lungo il piano dei trasporti e delle scuole per il prossimo anno. ".repeat(40);
  const old = await insertPublished(
    testDb.db,
    Array.from({ length: 12 }, (_, index) => ({
      title: index === 0 ? "Alluvione in Romagna: riaperta la ferrovia Faentina" : `Bilancio comunale approvato numero ${index}`,
      content_original: text,
      content_summary: "La giunta ha approvato il bilancio dopo una lunga discussione in aula.",
      tags: ["bilancio", "comune"],
      keywords: ["giunta"],
      source_name: index % 2 === 0 ? "Il Resto di Prova" : "Gazzetta di Prova",
      category: index % 3 === 0 ? "politica" : "cronaca",
      sentiment: index % 2 === 0 ? "negativo" : "neutrale",
      published_at: daysAgo(120 + index),
    })),
  );
  const [recent] = await insertPublished(testDb.db, [{ title: "Notizia recente", published_at: daysAgo(5) }]);
  await testDb.db
    .insert(statistics)
    .values([...old, recent!].flatMap((id, index) => [1, 2, 3].slice(0, 1 + (index % 3)).map((back) => ({ article_id: id, created_at: daysAgo(back) }))));
  await testDb.db.insert(socialPosts).values({ article_id: old[0]!, platform: "telegram", due_at: daysAgo(119), status: "sent", message: "Riaperta la Faentina" });
  await testDb.db.insert(aiTrainingExamples).values({ article_id: old[0]!, origin: "admin", title: "Alluvione in Romagna", text: "Testo", category: "cronaca" });
  return { old, recent: recent! };
}

describe("archiving old articles", () => {
  it("moves them out of the live tables compressed, leaves the statistics as they were, finds and restores one intact", async () => {
    const { old, recent } = await seed();
    const before = await liveState(old[0]!);
    const totalsBefore = await yearTotals();
    const liveBefore = await liveRowBytes();

    expect(await archiveOldArticles(testDb.db, 90, now)).toBe(12);

    const live = await testDb.db.select({ id: articles.id }).from(articles);
    expect(live.map((row) => row.id)).toEqual([recent]);
    expect(await testDb.db.select().from(statistics).where(eq(statistics.article_id, old[0]!))).toHaveLength(0);
    expect(await testDb.db.select().from(socialPosts)).toHaveLength(0);
    expect(await testDb.db.select().from(articleTombstones)).toHaveLength(12);
    // The live rows shrink to the recent article's; the archive holds less than what it replaced.
    expect(await liveRowBytes()).toBeLessThan(liveBefore / 5);
    const figures = await archiveFigures(testDb.db);
    expect(figures.archived_articles).toBe(12);
    const [stored] = await queryRows<{ payload: string; replaced: string }>(
      testDb.db,
      sql`select sum(octet_length(payload)) as payload, sum(live_bytes) as replaced from article_archive`,
    );
    expect(Number(stored!.replaced)).toBe(figures.replaced_bytes);
    expect(Number(stored!.payload)).toBeLessThan(figures.replaced_bytes / 2);
    expect(figures.archive_bytes).toBeGreaterThan(0);

    expect(await yearTotals()).toEqual(totalsBefore);

    const found = await searchArchive(testDb.db, "romagna FAENTINA");
    expect(found.map((row) => row.id)).toEqual([old[0]]);
    expect(found[0]).toMatchObject({ title: "Alluvione in Romagna: riaperta la ferrovia Faentina", source_name: "Il Resto di Prova", category: "politica" });
    expect(await searchArchive(testDb.db, "romagna bilancio")).toEqual([]);
    expect(await searchArchive(testDb.db, "100%")).toEqual([]);
    expect(await searchArchive(testDb.db, "recente")).toEqual([]);

    expect(await restoreArchivedArticles(testDb.db, [old[0]!, "00000000-0000-4000-8000-000000000000"])).toBe(1);
    expect(await liveState(old[0]!)).toEqual(before);
    expect(await yearTotals()).toEqual(totalsBefore);
    expect(await testDb.db.select().from(articleTombstones)).toHaveLength(11);
    expect(await testDb.db.select({ id: articleArchive.id }).from(articleArchive)).toHaveLength(11);
    expect(await searchArchive(testDb.db, "faentina")).toEqual([]);
    // Restoring it again does nothing: it is no longer archived.
    expect(await restoreArchivedArticles(testDb.db, [old[0]!])).toBe(0);
  });

  it("moves more than a batch and touches nothing newer than the age", async () => {
    const many = Array.from({ length: ARCHIVE_BATCH_SIZE + 3 }, (_, index) => ({ published_at: daysAgo(200 + (index % 50)) }));
    await insertPublished(testDb.db, [...many, { published_at: daysAgo(179) }]);
    expect(await archiveOldArticles(testDb.db, 180, now)).toBe(ARCHIVE_BATCH_SIZE + 3);
    expect(await testDb.db.select({ id: articles.id }).from(articles)).toHaveLength(1);
    expect(await archiveOldArticles(testDb.db, 180, now)).toBe(0);
  });

  it("leaves each article live or archived, never both or neither, when a batch fails halfway", async () => {
    const rows: Array<{ title?: string; published_at: Date }> = Array.from({ length: ARCHIVE_BATCH_SIZE + 3 }, (_, index) => ({ published_at: daysAgo(300 - index) }));
    rows[ARCHIVE_BATCH_SIZE + 1] = { title: "Riga che fa fallire l'archiviazione", published_at: daysAgo(300 - ARCHIVE_BATCH_SIZE - 1) };
    await insertPublished(testDb.db, rows);
    // A real failure inside the second batch's statement: the archive refuses one row.
    await testDb.db.execute(sql`create function archive_refuse() returns trigger language plpgsql as $$
      begin if new.title like 'Riga che fa fallire%' then raise exception 'refused'; end if; return new; end $$`);
    await testDb.db.execute(sql`create trigger archive_refuse before insert on article_archive for each row execute function archive_refuse()`);
    try {
      await expect(archiveOldArticles(testDb.db, 90, now)).rejects.toThrow();
    } finally {
      await testDb.db.execute(sql`drop trigger archive_refuse on article_archive`);
      await testDb.db.execute(sql`drop function archive_refuse()`);
    }
    const [counts] = await queryRows<{ live: number; archived: number; both: number; tombstones: number }>(
      testDb.db,
      sql`select (select count(*)::int from articles) as live, (select count(*)::int from article_archive) as archived,
            (select count(*)::int from articles a join article_archive r using (id)) as both,
            (select count(*)::int from article_tombstones) as tombstones`,
    );
    expect(counts).toEqual({ live: 3, archived: ARCHIVE_BATCH_SIZE, both: 0, tombstones: ARCHIVE_BATCH_SIZE });
    // Once the cause is gone, the next run moves the rest.
    expect(await archiveOldArticles(testDb.db, 90, now)).toBe(3);
  });

  it("leaves the archive empty and says so when nothing is old enough", async () => {
    await insertPublished(testDb.db, [{ published_at: daysAgo(10) }]);
    expect(await archiveOldArticles(testDb.db, 90, now)).toBe(0);
    expect(await archiveFigures(testDb.db)).toMatchObject({ archived_articles: 0, replaced_bytes: 0 });
  });
});

describe("an archived article across a re-sync", () => {
  let host: FeedHost;
  let fetcher: Fetcher;
  beforeEach(async () => {
    host = await startFeedHost();
    fetcher = createFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: true, timeoutMs: 3_000 });
  });
  afterEach(async () => {
    await fetcher.close();
    await host.close();
  });

  it("is not imported again while archived, and is the live one again once restored", async () => {
    const published = new Date(Date.UTC(2026, 10, 20, 8));
    host.route("/feed.xml", {
      headers: { "content-type": "application/rss+xml" },
      body: rss("Il Quotidiano", [
        { title: "Da archiviare", link: host.url("/a/1"), guid: "uno", pubDate: published },
        { title: "Altro", link: host.url("/a/2"), guid: "due", pubDate: published },
      ]),
    });
    await testDb.db.insert(rssFeeds).values({ name: "Il Quotidiano", feed_url: host.url("/feed.xml") });
    const sync = () => syncAllFeeds({ db: testDb.db, fetcher, scrape: false, now: () => new Date(Date.UTC(2026, 10, 21, 8)) });
    await sync();
    const titles = async () => (await testDb.db.select({ title: articles.title }).from(articles)).map((row) => row.title).sort();
    expect(await titles()).toEqual(["Altro", "Da archiviare"]);

    // Everything published before 2026-11-21 is 30 days old on 2026-12-21.
    expect(await archiveOldArticles(testDb.db, 30, new Date(Date.UTC(2026, 11, 21, 9)))).toBe(2);
    await sync();
    expect(await titles()).toEqual([]);

    const [archived] = await searchArchive(testDb.db, "archiviare");
    expect(await restoreArchivedArticles(testDb.db, [archived!.id])).toBe(1);
    await sync();
    expect(await titles()).toEqual(["Da archiviare"]);
  });
});
