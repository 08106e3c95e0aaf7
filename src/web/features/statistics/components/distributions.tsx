import type { StatisticsReport } from "../../../../shared/statistics";
import { CATEGORY_LABELS, SENTIMENT_LABELS } from "../../../../shared/labels";
import type { Category, Sentiment } from "../../../../shared/constants";
import { PROCESSING_LABELS, STATISTICS_TEXT } from "../labels";
import { DistributionPanel } from "./distribution-panel";

const text = STATISTICS_TEXT.distributions;

// The sentiment badges' colours (docs/product.md#sentiment) and the Articoli screen's states.
const SENTIMENT_BARS: Record<Sentiment, string> = { positivo: "bg-green-600", neutrale: "bg-slate-500", negativo: "bg-red-600" };
const PROCESSING_BARS = { processed: "bg-green-600", processing: "bg-blue-700", pending: "bg-slate-500", failed: "bg-red-600" } as const;

/** The period's articles by category, by sentiment and by AI processing. */
export function Distributions({ report }: { report: StatisticsReport }) {
  const total = report.totals.articles;
  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
      <DistributionPanel
        title={text.category}
        total={total}
        shares={report.by_category.map(({ category, articles }) => ({
          key: category ?? "none",
          label: category ? (CATEGORY_LABELS[category as Category | "altro"] ?? category) : text.noCategory,
          count: articles,
        }))}
      />
      <DistributionPanel
        title={text.sentiment}
        total={total}
        shares={report.by_sentiment.map(({ sentiment, articles }) => ({
          key: sentiment ?? "none",
          label: sentiment ? (SENTIMENT_LABELS[sentiment as Sentiment] ?? sentiment) : text.noSentiment,
          count: articles,
          barClass: sentiment ? SENTIMENT_BARS[sentiment as Sentiment] : "bg-slate-300",
        }))}
      />
      <DistributionPanel
        title={text.processing}
        description={text.processingHint}
        total={total}
        shares={report.by_processing.map(({ status, articles }) => ({
          key: status,
          label: PROCESSING_LABELS[status],
          count: articles,
          barClass: PROCESSING_BARS[status],
        }))}
      />
    </div>
  );
}
