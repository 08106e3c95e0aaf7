import { barLevel, BAR_CLASSES, barWidth, formatPercent } from "../health-view";
import { DIAGNOSTICS_TEXT } from "../labels";

/** A percent bar, red above 70, yellow above 50, else green (docs/product.md#diagnostica-sistema). */
export function UsageMeter({ label, percent }: { label: string; percent: number }) {
  const level = barLevel(percent);
  const width = barWidth(percent);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      aria-valuetext={DIAGNOSTICS_TEXT.health.usage(label, formatPercent(percent))}
      data-level={level}
      className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
    >
      <div className={`h-full rounded-full ${BAR_CLASSES[level]}`} style={{ width: `${width}%` }} />
    </div>
  );
}
