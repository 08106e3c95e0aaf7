import { z } from "zod";

/** The periods of the Statistiche screen (docs/product.md#statistiche), in the selector's order. */
export const STATISTICS_PERIODS = ["today", "week", "month", "year"] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** How many Rome calendar days each period covers, today included. */
export const STATISTICS_PERIOD_DAYS: Record<StatisticsPeriod, number> = { today: 1, week: 7, month: 30, year: 365 };

export const DEFAULT_STATISTICS_PERIOD: StatisticsPeriod = "week";

/** The most read list is this long; the per-source table shows at most SOURCE_ROWS sources. */
export const STATISTICS_LIMITS = { topArticles: 10, sources: 50 } as const;

/** The AI processing buckets: processed means ai_processed and completed (docs/product.md#statistiche). */
export const PROCESSING_BUCKETS = ["processed", "processing", "pending", "failed"] as const;
export type ProcessingBucket = (typeof PROCESSING_BUCKETS)[number];

/** GET /api/admin/statistics?period=...: the week when absent. */
export const statisticsQuerySchema = z.object({
  period: z.enum(STATISTICS_PERIODS, `period must be one of ${STATISTICS_PERIODS.join(", ")}`).default(DEFAULT_STATISTICS_PERIOD),
});

/** A calendar day in Rome, YYYY-MM-DD. */
const romeDate = z.iso.date();
const count = z.number().int().nonnegative();

export const statisticsReportSchema = z.object({
  period: z.enum(STATISTICS_PERIODS),
  /** The first and last Rome day of the period, both included. */
  from: romeDate,
  to: romeDate,
  generated_at: z.iso.datetime(),
  totals: z.object({
    /** Articles published (published_at) in the period, whatever their processing state. */
    articles: count,
    /** Views counted in the period, of any article: the sum of views_per_day. */
    views: count,
    /** views ÷ articles; null without articles. */
    average_views: z.number().nonnegative().nullable(),
  }),
  /** Articles of the period by category (null: not classified yet), most first. */
  by_category: z.array(z.object({ category: z.string().nullable(), articles: count })),
  by_sentiment: z.array(z.object({ sentiment: z.string().nullable(), articles: count })),
  by_processing: z.array(z.object({ status: z.enum(PROCESSING_BUCKETS), articles: count })),
  /** One entry per Rome day of the period, oldest first, days without views included. */
  views_per_day: z.array(z.object({ day: romeDate, views: count })),
  /** The articles most viewed in the period, most first. */
  top_articles: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      source_name: z.string(),
      category: z.string().nullable(),
      /** Whether the public page exists (the article may have been unpublished since). */
      published: z.boolean(),
      views: count,
    }),
  ),
  /** Per source: articles published and views counted in the period, most viewed first. */
  sources: z.array(z.object({ source_name: z.string(), articles: count, views: count })),
});
export type StatisticsReport = z.infer<typeof statisticsReportSchema>;
