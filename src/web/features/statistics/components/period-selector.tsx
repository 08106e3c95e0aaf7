import { clsx } from "clsx";
import { Link, useSearchParams } from "react-router";
import { STATISTICS_PERIODS, type StatisticsPeriod } from "../../../../shared/statistics";
import { PERIOD_LABELS, STATISTICS_TEXT } from "../labels";
import { searchForPeriod } from "../statistics-view";

/**
 * The four periods as links that change the address (so a period can be
 * bookmarked, shared and kept on reload); the chosen one is marked current.
 */
export function PeriodSelector({ period }: { period: StatisticsPeriod }) {
  const [search] = useSearchParams();
  return (
    <nav aria-label={STATISTICS_TEXT.period}>
      {/* Two by two on a phone, one row from the small breakpoint. */}
      <ul className="grid grid-cols-2 gap-1 rounded-lg border border-slate-200 bg-white p-1 shadow-sm sm:inline-flex sm:flex-wrap">
        {STATISTICS_PERIODS.map((option) => {
          const query = searchForPeriod(search, option).toString();
          const current = option === period;
          return (
            <li key={option}>
              <Link
                to={query ? `?${query}` : "."}
                replace
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={clsx(
                  "flex min-h-9 items-center justify-center rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700",
                  current ? "bg-blue-900 text-white" : "text-slate-700 hover:bg-slate-100",
                )}
              >
                {PERIOD_LABELS[option]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
