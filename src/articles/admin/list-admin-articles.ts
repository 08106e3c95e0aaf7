import { and, desc, inArray, sql, type SQL } from "drizzle-orm";
import { isEmbeddedDatabase, type Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import type { AdminArticleFilters, AdminArticlePage } from "../../shared/admin-articles.js";
import { LIMITS } from "../../shared/constants.js";
import { adminArticleColumns } from "./admin-article-columns.js";
import { adminArticleConditions } from "./admin-article-conditions.js";

/**
 * Past this many matches the list's total reads "oltre 10.000": counting a
 * common search's 30,000 matches rechecks each row (~600 ms at a million
 * articles), and the unfiltered total reads every row (docs/performance.md,
 * "A million articles"). The five cards still count everything.
 */
export const ADMIN_COUNT_CAP = 10_000;

/**
 * A search's matches are counted to here ("oltre 1.000", as the public search
 * says "oltre 1000"): each is a row read and rechecked against the trigram
 * indexes' candidates, 44-106 ms for 10,000 of "governo" at a million
 * articles, 20-40 ms for 1,000 (docs/performance.md, "A million articles").
 */
export const ADMIN_SEARCH_COUNT_CAP = 1_000;

/**
 * The newest articles a search's page is first looked for among. The trigram
 * indexes cannot say how many rows a pattern matches (the planner guessed 190
 * for "governo", against 30,938), so it sorted every match of a common word
 * (220 ms) where walking the newest rows finds a page in a few hundred (2 ms).
 * Walking 5,000 rows costs 6-20 ms at a million when the page is not there.
 */
const RECENT_WINDOW = 5_000;

/**
 * The most rows a second, wider window of newest articles reads (~3 µs a
 * row at a million articles: 22 ms for 10,000). A search with more matches than the
 * count's cap but too few among the newest 5,000 for a page ("Serie A": 2,429
 * in a million, a dozen in the newest 5,000) otherwise sorts every match,
 * each a heap page read to recheck the trigram index's candidates: 22,000 of
 * them, 200-550 ms (docs/performance.md, "Seventh pass").
 */
const WIDER_WINDOW_MAX = 20_000;

/**
 * One page of the dashboard's article list (docs/product.md#articoli): the
 * filters combined, newest publication first, 20 a page, with the total and
 * the number of pages. The total is counted up to ADMIN_COUNT_CAP
 * (ADMIN_SEARCH_COUNT_CAP with a search), or up to the page asked for when it
 * lies deeper; past that it is `total_capped`: at least that many, and at
 * least one page more than `page_count`. A page past the end is empty and
 * keeps the real total, so the screen can step back to the last page. The
 * caps and the windows are options for tests.
 */
export async function listAdminArticles(
  db: Database,
  query: AdminArticleFilters & { page: number },
  { countCap = ADMIN_COUNT_CAP, searchCountCap = ADMIN_SEARCH_COUNT_CAP, recentWindow = RECENT_WINDOW, widerWindowMax = WIDER_WINDOW_MAX } = {},
): Promise<AdminArticlePage> {
  const size = LIMITS.dashboardPageSize;
  const where = adminArticleConditions(query);
  const pageAmong = (rows: typeof articles | ReturnType<typeof newestRows>, among?: SQL) =>
    db.select(adminArticleColumns).from(rows).where(and(where, among)).orderBy(...newestFirst).limit(size).offset((query.page - 1) * size);
  if (query.search?.trim()) {
    // The matches (up to the cap) and the page among the newest rows, side by side.
    const cap = Math.max(searchCountCap, query.page * size);
    // The page among as many newest rows as the first window's matches say should hold it.
    const pageAmongWider = async (found: number) => {
      const wider = widerWindow(found, query.page, recentWindow, widerWindowMax);
      if (wider === null) return null;
      const rows = await pageAmong(newestRows(db, wider));
      return rows.length === size ? rows : null;
    };
    // PostgreSQL reads the wider window beside the count, before the count says it is needed (the count takes
    // longest); PGlite runs one statement at a time, so there it waits for the count to pass the cap.
    const beside = !isEmbeddedDatabase(db);
    const pageAmongNewest = async () => {
      const recent = await pageAmong(newestRows(db, recentWindow));
      // A full page among the newest rows is the page: no match outside them is newer.
      if (recent.length === size) return { rows: recent, found: recent.length };
      return { rows: beside ? await pageAmongWider(recent.length) : null, found: recent.length };
    };
    const [matches, newest] = await Promise.all([db.select({ id: articles.id }).from(articles).where(where).limit(cap + 1), pageAmongNewest()]);
    const ids = matches.map((match) => match.id);
    const page = async () => {
      if (newest.rows) return newest.rows;
      // Past the cap, the matches read are not all of them: sort every match.
      if (ids.length > cap) return (!beside && (await pageAmongWider(newest.found))) || pageAmong(articles);
      // Else every match was read, and the page is among them.
      return ids.length > 0 ? pageAmong(articles, inArray(articles.id, ids)) : [];
    };
    return pageOf(await page(), ids.length, cap, query.page);
  }
  const cap = Math.max(countCap, query.page * size);
  const counted = db.select({ one: sql`1` }).from(articles).where(where).limit(cap + 1).as("counted");
  // The count and the page side by side (two connections on PostgreSQL).
  // A page past the end reads no rows.
  const [[row], rows] = await Promise.all([db.select({ total: sql<number>`count(*)::int` }).from(counted), pageAmong(articles)]);
  return pageOf(rows, row?.total ?? 0, cap, query.page);
}

const newestFirst = [desc(articles.published_at), desc(articles.id)];

/**
 * How many newest rows should hold the page, judged from the `found` rows of
 * page `page` that the newest `window` held: the matches seen there, spread
 * alike over older rows, with half as many again to spare. Null when the
 * window gives no such measure (no match on its page) or the rows needed are
 * more than `max`: then the page is looked for among every match.
 */
export function widerWindow(found: number, page: number, window: number, max: number): number | null {
  if (found === 0) return null;
  const size = LIMITS.dashboardPageSize;
  const seen = (page - 1) * size + found;
  const rows = Math.ceil((1.5 * page * size * window) / seen);
  return rows <= max ? rows : null;
}

/** The newest `count` articles, under the table's own name so the list's conditions read them. */
function newestRows(db: Database, count: number) {
  return db.select().from(articles).orderBy(...newestFirst).limit(count).as("articles");
}

function pageOf(rows: AdminArticlePage["articles"], matches: number, cap: number, page: number): AdminArticlePage {
  const total = Math.min(matches, cap);
  return { articles: rows, total, total_capped: matches > cap, page, page_count: Math.ceil(total / LIMITS.dashboardPageSize) };
}
