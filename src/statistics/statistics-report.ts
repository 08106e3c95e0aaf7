import type { Database } from "../db/database.js";
import type { StatisticsPeriod, StatisticsReport } from "../shared/statistics.js";
import { periodCounts } from "./period-counts.js";
import { periodRange } from "./period-range.js";
import { topArticles } from "./top-articles.js";

/**
 * The Statistiche report of a period (docs/product.md#statistiche), every
 * figure counted by the database. `now` decides which Rome day is today.
 */
export async function statisticsReport(db: Database, period: StatisticsPeriod, now: Date = new Date()): Promise<StatisticsReport> {
  const range = periodRange(period, now);
  // One snapshot: the cards, the chart and the lists agree even while views arrive.
  return db.transaction(
    async (tx) => {
      const counts = await periodCounts(tx, range);
      const top = await topArticles(tx, range);
      return {
        period,
        from: range.from,
        to: range.to,
        generated_at: now.toISOString(),
        totals: {
          articles: counts.articles,
          views: counts.views,
          average_views: counts.articles > 0 ? counts.views / counts.articles : null,
        },
        by_category: counts.by_category,
        by_sentiment: counts.by_sentiment,
        by_processing: counts.by_processing,
        views_per_day: counts.views_per_day,
        top_articles: top,
        sources: counts.sources,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
