import { TrendingUp } from "lucide-react";
import type { HealthReading } from "../../../../shared/health";
import { Badge } from "../../../components/ui/badge";
import { Panel } from "../../../components/ui/panel";
import { FIGURES, figureText, STATUS_TONES } from "../health-view";
import { secondsDateTime } from "../../../../shared/dates";
import { DIAGNOSTICS_TEXT, HEALTH_STATUS_LABELS } from "../labels";

const text = DIAGNOSTICS_TEXT.health;

// Wide: one line per reading under a header row; narrow: time and status, then the figures three a row, each named.
const rowGrid = "grid grid-cols-3 gap-x-4 gap-y-2 @3xl:grid-cols-[11rem_7rem_repeat(6,minmax(0,1fr))] @3xl:items-center";

/** "Tendenze Recenti": the latest readings, newest first, each with its time in Rome, status and figures. */
export function HealthTrends({ readings }: { readings: readonly HealthReading[] }) {
  return (
    <Panel title={text.trendsTitle} description={text.trendsDescription} icon={TrendingUp}>
      <div aria-hidden className={`${rowGrid} mt-4 hidden border-b border-slate-200 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase @3xl:grid`}>
        <span>{text.trendTime}</span>
        <span>{text.trendStatus}</span>
        {FIGURES.map((figure) => (
          <span key={figure} className="text-right">
            {text.trend[figure]}
          </span>
        ))}
      </div>
      <ol aria-label={text.trendsLabel} className="mt-3 divide-y divide-slate-100 @3xl:mt-0">
        {readings.map((reading) => (
          <li key={reading.id} className={`${rowGrid} py-3`} data-reading={reading.id}>
            <time dateTime={reading.timestamp} className="col-span-2 text-sm font-medium text-slate-900 tabular-nums @3xl:col-span-1">
              {secondsDateTime(reading.timestamp)}
            </time>
            <span className="justify-self-end @3xl:justify-self-start">
              <Badge tone={STATUS_TONES[reading.status]}>{HEALTH_STATUS_LABELS[reading.status]}</Badge>
            </span>
            {FIGURES.map((figure) => (
              <TrendFigure key={figure} name={text.trendNames[figure]} short={text.trend[figure]} value={figureText(reading, figure)} />
            ))}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** One figure: named beside it on a phone, under the header row's name on a wide screen; "n/d" where the reading had no HTTP. */
function TrendFigure({ name, short, value }: { name: string; short: string; value: string | null }) {
  return (
    <p className="flex min-w-0 items-baseline justify-between gap-1 text-sm @3xl:justify-end">
      <span className="text-xs text-slate-600 @3xl:sr-only">
        <span aria-hidden>{short}</span>
        <span className="sr-only">{name}</span>
      </span>
      {value === null ? (
        <span className="text-slate-600" title={text.fromWorkerLabel}>
          {text.notAvailable}
          <span className="sr-only"> ({text.fromWorkerLabel})</span>
        </span>
      ) : (
        <span className="font-medium text-slate-900 tabular-nums">{value}</span>
      )}
    </p>
  );
}
