import { lazy, Suspense } from "react";
import type { StatisticsReport } from "../../../../shared/statistics";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Panel } from "../../../components/ui/panel";
import { STATISTICS_TEXT } from "../labels";
import { formatCount, formatDay } from "../statistics-view";

// recharts is a large library that only this screen uses: loaded when the chart first shows,
// so no public page and no other dashboard screen carries it (npm run check:bundle).
const ViewsBarChart = lazy(() => import("./views-bar-chart"));

const text = STATISTICS_TEXT.chart;

/** "Visualizzazioni per giorno": the bar chart, with the same numbers as a table for screen readers. */
export function ViewsChartPanel({ days, total }: { days: StatisticsReport["views_per_day"]; total: number }) {
  const summary = text.summary(STATISTICS_TEXT.views(total), text.days(days.length));
  return (
    <Panel title={text.title} description={text.description}>
      <p className="mt-3 text-sm font-medium text-slate-700">{summary}</p>
      <div aria-hidden className="mt-3 h-64 w-full min-w-0" data-chart="views-per-day">
        <Suspense fallback={<LoadingStatus className="">{text.loading}</LoadingStatus>}>
          <ViewsBarChart days={days} />
        </Suspense>
      </div>
      {/* In a visually hidden box: a table ignores the 1 px height of .sr-only and would lengthen the page. */}
      <div className="sr-only">
        <table>
          <caption>{text.title}</caption>
          <thead>
            <tr>
              <th scope="col">{text.day}</th>
              <th scope="col">{text.views}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(day.day)}</th>
                <td>{formatCount(day.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
