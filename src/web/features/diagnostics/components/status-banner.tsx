import { clsx } from "clsx";
import { AlertTriangle, CheckCircle2, OctagonAlert, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { relativeTime, secondsDateTime } from "../../../../shared/dates";
import type { HealthAlert, HealthReading } from "../../../../shared/health";
import { statusLines } from "../health-view";
import { DIAGNOSTICS_TEXT, HEALTH_STATUS_LABELS } from "../labels";

const text = DIAGNOSTICS_TEXT.health;

const LOOKS: Record<HealthReading["status"], { box: string; icon: LucideIcon; iconClass: string }> = {
  healthy: { box: "border-green-200 bg-green-50 text-green-950", icon: CheckCircle2, iconClass: "text-green-700" },
  warning: { box: "border-amber-300 bg-amber-50 text-amber-950", icon: AlertTriangle, iconClass: "text-amber-700" },
  critical: { box: "border-red-300 bg-red-50 text-red-950", icon: OctagonAlert, iconClass: "text-red-700" },
};

/** The overall status of the latest reading, green, amber or red, which figures made it and since when, when it was taken, and the action beside it. */
export function StatusBanner({ reading, alerts, action }: { reading: HealthReading; alerts: readonly HealthAlert[]; action: ReactNode }) {
  const look = LOOKS[reading.status];
  const Icon = look.icon;
  return (
    <section
      aria-labelledby="health-status-title"
      data-status={reading.status}
      className={clsx("flex flex-col gap-4 rounded-xl border p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5", look.box)}
    >
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden className={clsx("mt-0.5 h-7 w-7 shrink-0", look.iconClass)} />
        <div className="min-w-0">
          <h2 id="health-status-title" className="text-lg font-semibold">
            {text.bannerTitle(HEALTH_STATUS_LABELS[reading.status])}
          </h2>
          {statusLines(reading, alerts).map((line) => (
            <p key={line} className="mt-1 text-sm">
              {line}
            </p>
          ))}
          <p className="mt-1 text-sm">
            <time dateTime={reading.timestamp}>{text.bannerSince(secondsDateTime(reading.timestamp), relativeTime(reading.timestamp))}</time>
            {" · "}
            {text.autoRefresh}
          </p>
        </div>
      </div>
      <div className="shrink-0">{action}</div>
    </section>
  );
}
