import { sql } from "drizzle-orm";
import { isPublishedAs } from "../articles/lifecycle/index.js";
import { queryRows, type Database } from "../db/database.js";
import { STATISTICS_LIMITS, type ProcessingBucket, type StatisticsReport } from "../shared/statistics.js";
import type { PeriodRange } from "./period-range.js";

type PeriodCounts = Pick<StatisticsReport, "by_category" | "by_sentiment" | "by_processing" | "views_per_day" | "sources"> & {
  articles: number;
  /** The sum of views_per_day. */
  views: number;
};

interface Row {
  kind: "category" | "sentiment" | "processing" | "day" | "source" | "total";
  key: string | null;
  articles: number;
  views: number;
}

/**
 * Every count of a period but the most read, in one statement: the articles
 * published in it by category, sentiment, AI processing state and source (one
 * pass over an index, then grouping sets over its combinations; archived articles count too), and the views counted in it by day and
 * by source (one pass over the per-source daily totals). Processed means
 * ai_processed and completed; any other status but processing and failed is
 * pending (docs/product.md#processing-states). Days without views are zeros.
 */
export async function periodCounts(db: Database, range: PeriodRange): Promise<PeriodCounts> {
  const rows = await queryRows<Row>(
    db,
    sql`
      with period_articles as (
        select source_name, category, sentiment,
          case
            when ${isPublishedAs("articles")} then 'processed'
            when processing_status in ('processing', 'failed') then processing_status
            else 'pending'
          end as bucket
        from articles
        where published_at >= ${range.start} and published_at < ${range.end}
        union all
        -- Archived articles still count for the period they were published in (docs/decisions.md, "The archive").
        select source_name, category, sentiment,
          case
            when ${isPublishedAs("article_archive")} then 'processed'
            when processing_status in ('processing', 'failed') then processing_status
            else 'pending'
          end
        from article_archive
        where published_at >= ${range.start} and published_at < ${range.end}
      ), combinations as (
        -- One hashed pass over the year's rows; the five sets then add up a few thousand combinations,
        -- where grouping sets straight over the rows sorted them for each set (docs/performance.md).
        select category, sentiment, bucket, source_name, count(*)::int as articles
        from period_articles
        group by category, sentiment, bucket, source_name
      ), article_counts as (
        select grouping(category, sentiment, bucket, source_name) as set_id, category, sentiment, bucket, source_name, sum(articles)::int as articles
        from combinations
        group by grouping sets ((category), (sentiment), (bucket), (source_name), ())
      ), view_counts as (
        select grouping(day, source_name) as set_id, day, source_name, sum(views)::int as views
        from source_daily_views
        where day between ${range.from}::date and ${range.to}::date
        group by grouping sets ((day), (source_name))
      ), sources as (
        select source_name, coalesce(a.articles, 0) as articles, coalesce(v.views, 0) as views
        from (select source_name, articles from article_counts where set_id = 14) as a
        full join (select source_name, views from view_counts where set_id = 2 and views > 0) as v using (source_name)
        order by views desc, articles desc, source_name
        limit ${STATISTICS_LIMITS.sources}
      )
      select 'total' as kind, null as key, articles, (select coalesce(sum(views), 0)::int from view_counts where set_id = 1) as views, 0 as rank
      from article_counts where set_id = 15
      union all
      select 'category', category, articles, 0, row_number() over (order by articles desc, category nulls last) from article_counts where set_id = 7
      union all
      select 'sentiment', sentiment, articles, 0, row_number() over (order by articles desc, sentiment nulls last) from article_counts where set_id = 11
      union all
      select 'processing', bucket, articles, 0, row_number() over (order by articles desc, bucket) from article_counts where set_id = 13
      union all
      select 'day', to_char(days.day, 'YYYY-MM-DD'), 0, coalesce(v.views, 0), row_number() over (order by days.day)
      from (select ${range.from}::date + shift as day from generate_series(0, ${range.to}::date - ${range.from}::date) as shift) as days
      left join view_counts v on v.set_id = 1 and v.day = days.day
      union all
      select 'source', source_name, articles, views, row_number() over (order by views desc, articles desc, source_name) from sources
      order by kind, rank`,
  );
  const of = (kind: Row["kind"]) => rows.filter((row) => row.kind === kind);
  return {
    articles: of("total")[0]?.articles ?? 0,
    views: of("total")[0]?.views ?? 0,
    by_category: of("category").map((row) => ({ category: row.key, articles: row.articles })),
    by_sentiment: of("sentiment").map((row) => ({ sentiment: row.key, articles: row.articles })),
    by_processing: of("processing").map((row) => ({ status: row.key as ProcessingBucket, articles: row.articles })),
    views_per_day: of("day").map((row) => ({ day: row.key!, views: row.views })),
    sources: of("source").map((row) => ({ source_name: row.key!, articles: row.articles, views: row.views })),
  };
}
