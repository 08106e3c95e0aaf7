import { Eye, FileText, Gauge } from "lucide-react";
import type { StatisticsReport } from "../../../../shared/statistics";
import { StatCard } from "../../../components/ui/stat-card";
import { STATISTICS_TEXT } from "../labels";
import { formatAverage, formatCount } from "../statistics-view";

const text = STATISTICS_TEXT.cards;

/** The three cards: articles published, views counted and their ratio in the period. */
export function StatisticsCards({ totals }: { totals: StatisticsReport["totals"] | undefined }) {
  const unknown = STATISTICS_TEXT.unknown;
  return (
    <section aria-labelledby="statistics-cards-title">
      <h2 id="statistics-cards-title" className="sr-only">
        {text.title}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard name="articles" icon={FileText} label={text.articles} detail={text.articlesDetail} value={totals ? formatCount(totals.articles) : unknown} />
        <StatCard name="views" icon={Eye} label={text.views} detail={text.viewsDetail} value={totals ? formatCount(totals.views) : unknown} />
        {/* The longest label: the whole row on a phone. */}
        <div className="col-span-2 grid sm:col-span-1">
          <StatCard
            name="average_views"
            icon={Gauge}
            label={text.average}
            detail={text.averageDetail}
            value={totals ? formatAverage(totals.average_views, unknown) : unknown}
          />
        </div>
      </div>
    </section>
  );
}
