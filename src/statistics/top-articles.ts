import { sql, type SQL } from "drizzle-orm";
import { isPublishedAs } from "../articles/lifecycle/index.js";
import { queryRows, type Database } from "../db/database.js";
import { STATISTICS_LIMITS, type StatisticsReport } from "../shared/statistics.js";
import type { PeriodRange } from "./period-range.js";

type TopArticle = StatisticsReport["top_articles"][number];

/** How many of the most viewed articles of all time the first, bounded try reads. */
export const TOP_CANDIDATES = 200;

const limit = STATISTICS_LIMITS.topArticles;

/** The columns of a listed article, given its views in the period (`views`). */
const listed = (views: SQL) => sql`
  a.id, a.title, a.source_name, a.category, ${isPublishedAs("a")} as published, ${views} as views`;

/**
 * The articles most viewed in the period (views counted in it, whenever the
 * article was published), most first; equal counts list the newer first.
 *
 * An article's views in a period are at most its views of all time. So the
 * first try reads only the `candidates` articles most viewed of all time,
 * with their views in the period: if the tenth best of them beats the last
 * candidate's all-time views, no other article can enter the list. Over a
 * long period that settles it in a few milliseconds; otherwise every article
 * viewed in the period is counted from its daily totals (short periods have
 * few of them).
 */
export async function topArticles(db: Database, range: PeriodRange, candidates = TOP_CANDIDATES): Promise<TopArticle[]> {
  const inPeriod = sql`d.day between ${range.from}::date and ${range.to}::date`;
  const bounded = await queryRows<TopArticle & { bound: number; read: number }>(
    db,
    sql`
      with candidates as (
        select article_id, views from article_view_totals order by views desc, article_id limit ${candidates}
      ), scored as (
        select c.article_id, (select coalesce(sum(d.views), 0)::int from article_daily_views d where d.article_id = c.article_id and ${inPeriod}) as views
        from candidates c
      )
      select ${listed(sql`s.views`)},
        (select min(views) from candidates) as bound, (select count(*)::int from candidates) as read
      from scored s join articles a on a.id = s.article_id
      where s.views > 0
      order by s.views desc, a.published_at desc, a.id
      limit ${limit}`,
  );
  // Settled when every viewed article was a candidate, or when no other can reach the tenth place.
  const first = bounded[0];
  const settled = first !== undefined && (first.read < candidates || (bounded.length === limit && bounded[limit - 1]!.views > first.bound));
  if (settled) return bounded.map(({ bound: _bound, read: _read, ...article }) => article);
  return queryRows<TopArticle>(
    db,
    sql`
      select ${listed(sql`viewed.views`)}
      from (select d.article_id, sum(d.views)::int as views from article_daily_views d where ${inPeriod} group by d.article_id) as viewed
      join articles a on a.id = viewed.article_id
      order by viewed.views desc, a.published_at desc, a.id
      limit ${limit}`,
  );
}
