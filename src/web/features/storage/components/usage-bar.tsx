import { clsx } from "clsx";
import { AlertTriangle, Gauge } from "lucide-react";
import type { StorageStats } from "../../../../shared/storage";
import { Panel } from "../../../components/ui/panel";
import { STORAGE_TEXT } from "../labels";
import { formatBytes, isStorageWarning, usedPercent } from "../../../../shared/storage-figures";

const text = STORAGE_TEXT.usage;

/**
 * The database's size against the assumed 1 GB, amber with a warning above 70 %
 * (docs/product.md#spazio-server). A database is never empty, so under 1 % the bar keeps a sliver.
 */
export function UsageBar({ stats }: { stats: StorageStats }) {
  const percent = usedPercent(stats.database_bytes, stats.capacity_bytes);
  const warning = isStorageWarning(percent);
  const amount = text.amount(formatBytes(stats.database_bytes), formatBytes(stats.capacity_bytes), percent);
  return (
    <Panel title={text.title} description={text.description} icon={Gauge}>
      <p className="mt-4 text-sm font-medium text-slate-900" data-usage-percent={percent}>
        {amount}
      </p>
      <div
        role="progressbar"
        aria-label={text.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={amount}
        data-level={warning ? "warning" : "normal"}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={clsx("h-full rounded-full", warning ? "bg-amber-500" : "bg-blue-700")} style={{ width: `${Math.min(percent, 100)}%`, minWidth: stats.database_bytes > 0 ? "0.5rem" : undefined }} />
      </div>
      {warning ? (
        <p role="status" className="mt-3 flex items-start gap-2 text-sm text-amber-900">
          <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {text.warning}
        </p>
      ) : null}
    </Panel>
  );
}
