import { Cpu } from "lucide-react";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Notice } from "../../../components/ui/notice";
import { Panel } from "../../../components/ui/panel";
import { useAiConfigs } from "../api/get-ai-configs";
import { useAiUsage } from "../api/get-ai-usage";
import { AI_TEXT, configName } from "../labels";
import { USAGE_BAR_CLASSES, usageLevel, usagePercent, usageRows, type UsageRow } from "../usage";

const text = AI_TEXT.usage;
const integer = new Intl.NumberFormat("it-IT");

/** "Utilizzo di oggi": a bar per provider against its daily limit, and the local analyzer's count; re-read every 30 s. */
export function UsageMonitor() {
  const usage = useAiUsage();
  const configs = useAiConfigs();
  const rows = usage.data ? usageRows(configs.data, usage.data.providers) : [];

  return (
    <Panel title={text.title} description={text.description}>
      {usage.isPending ? (
        <LoadingStatus>{text.loading}</LoadingStatus>
      ) : usage.isError ? (
        <Notice tone="error">{text.loadFailed}</Notice>
      ) : (
        <>
          {rows.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">{text.noProviders}</p>
          ) : (
            <ul className="mt-4 space-y-4">
              {rows.map((row) => (
                <UsageBar key={row.id} row={row} />
              ))}
            </ul>
          )}
          <p className="mt-4 flex items-center gap-2 border-t border-slate-100 pt-3 text-sm text-slate-700" data-usage="local">
            <Cpu aria-hidden className="h-4 w-4 shrink-0 text-blue-900" />
            <span>
              {text.local(usage.data.local.processed_today)}
              <span className="text-slate-600"> ({text.localNoLimit})</span>
            </span>
          </p>
        </>
      )}
    </Panel>
  );
}

function UsageBar({ row }: { row: UsageRow }) {
  const name = configName(row);
  const percent = usagePercent(row.requests, row.limit);
  const level = usageLevel(percent);
  const requests = text.requests(integer.format(row.requests), row.limit, integer.format(row.limit));
  return (
    <li className={row.active ? undefined : "opacity-60"}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="min-w-0 break-words font-medium text-slate-900">{name}</span>
        <span className="text-slate-700">
          {requests} · <span className="font-semibold">{percent}%</span>
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={row.limit}
        aria-valuenow={Math.min(row.requests, row.limit)}
        aria-valuetext={`${requests} (${percent}%)`}
        data-level={level}
        className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${USAGE_BAR_CLASSES[level]}`} style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
    </li>
  );
}
