import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Notice } from "../../../components/ui/notice";
import { PageHeader } from "../../../components/ui/page-header";
import { useStatistics } from "../api/get-statistics";
import { STATISTICS_TEXT } from "../labels";
import { formatDay, periodFromSearch } from "../statistics-view";
import { Distributions } from "./distributions";
import { ExportButton } from "./export-button";
import { PeriodSelector } from "./period-selector";
import { SourcesPanel } from "./sources-panel";
import { StatisticsCards } from "./statistics-cards";
import { TopArticlesPanel } from "./top-articles-panel";
import { UpcomingPanel } from "./upcoming-panel";
import { ViewsChartPanel } from "./views-chart-panel";

/**
 * The Statistiche dashboard section (docs/product.md#statistiche): the period
 * (kept in the address), the export, the cards, the views per day, the three
 * distributions, the most read, the sources and the analyses to come.
 */
export function StatisticsScreen() {
  const [search] = useSearchParams();
  const period = periodFromSearch(search);
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch } = useStatistics(period);
  // While another period loads, the last one stays on screen, marked as being replaced.
  const report = isPlaceholderData ? undefined : data;

  return (
    <div className="space-y-6">
      <PageHeader title={STATISTICS_TEXT.title} description={STATISTICS_TEXT.description} actions={<ExportButton report={report} />} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-4">
        <PeriodSelector period={period} />
        {report ? (
          <p className="text-sm text-slate-600" data-range>
            {report.period === "today" ? STATISTICS_TEXT.rangeToday(formatDay(report.to)) : STATISTICS_TEXT.range(formatDay(report.from), formatDay(report.to))}
          </p>
        ) : isFetching && data ? (
          <LoadingStatus className="">{STATISTICS_TEXT.updating}</LoadingStatus>
        ) : null}
      </div>
      {isPending ? (
        <LoadingStatus className="">{STATISTICS_TEXT.loading}</LoadingStatus>
      ) : isError && !data ? (
        <Notice tone="error" className="" action={<Button onClick={() => void refetch()}>{STATISTICS_TEXT.retry}</Button>}>
          {STATISTICS_TEXT.loadFailed}
        </Notice>
      ) : (
        <div className={isPlaceholderData ? "space-y-6 opacity-60 transition-opacity" : "space-y-6"} aria-busy={isPlaceholderData || undefined}>
          {isError ? (
            <Notice tone="error" className="" action={<Button onClick={() => void refetch()}>{STATISTICS_TEXT.retry}</Button>}>
              {STATISTICS_TEXT.loadFailed}
            </Notice>
          ) : null}
          <StatisticsCards totals={data.totals} />
          <ViewsChartPanel days={data.views_per_day} total={data.totals.views} />
          <Distributions report={data} />
          <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
            <TopArticlesPanel articles={data.top_articles} />
            <SourcesPanel sources={data.sources} />
          </div>
          <UpcomingPanel />
        </div>
      )}
    </div>
  );
}
