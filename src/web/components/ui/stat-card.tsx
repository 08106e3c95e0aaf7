import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cardClass } from "./card";

/** One figure with its name (a one-term description list), e.g. "Articoli totali 1.234". */
export function StatCard({ label, value, icon: Icon, detail, name }: {
  label: ReactNode;
  /** Already formatted (it-IT), or "–" while unknown. */
  value: ReactNode;
  icon?: LucideIcon;
  /** A smaller line under the value, e.g. a percentage. */
  detail?: ReactNode;
  /** Marks the value (data-stat) for tests and tools. */
  name?: string;
}) {
  return (
    <dl className={`${cardClass} min-w-0 p-4`}>
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        {Icon ? <Icon aria-hidden className="h-4 w-4 shrink-0 text-blue-900" /> : null}
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold break-words text-slate-900" data-stat={name}>
        {value}
      </dd>
      {detail ? <dd className="text-sm text-slate-600">{detail}</dd> : null}
    </dl>
  );
}
