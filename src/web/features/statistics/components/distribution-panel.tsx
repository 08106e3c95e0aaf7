import { Panel } from "../../../components/ui/panel";
import { STATISTICS_TEXT } from "../labels";
import { formatCount, formatShare } from "../statistics-view";

/** One line of a distribution: its name, how many, and the bar's colour. */
export interface Share {
  key: string;
  label: string;
  count: number;
  barClass?: string;
}

const text = STATISTICS_TEXT.distributions;

/** A titled list of shares of the period's articles, each with its count, percentage and bar. */
export function DistributionPanel({ title, description, shares, total }: {
  title: string;
  description?: string;
  shares: Share[];
  total: number;
}) {
  return (
    <Panel title={title} description={description}>
      {shares.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{text.empty}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {shares.map((share) => {
            const value = text.share(formatCount(share.count), formatShare(share.count, total));
            return (
              <li key={share.key} data-share={share.key}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 break-words text-slate-900">{share.label}</span>
                  <span className="shrink-0 text-slate-700 tabular-nums">{value}</span>
                </div>
                <div aria-hidden className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100">
                  <div className={`h-full rounded-full ${share.barClass ?? "bg-blue-800"}`} style={{ width: `${total > 0 ? (share.count / total) * 100 : 0}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
