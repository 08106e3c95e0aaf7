import { CircleCheck, Info, OctagonAlert, TriangleAlert, type LucideIcon } from "lucide-react";
import type { ErrorList } from "../../../../shared/diagnostics";
import { StatCard } from "../../../components/ui/stat-card";
import { DIAGNOSTICS_TEXT } from "../labels";

const text = DIAGNOSTICS_TEXT.errors;
const integer = new Intl.NumberFormat("it-IT");
const COUNTERS: Array<{ key: keyof ErrorList["counts"]; icon: LucideIcon }> = [
  { key: "critical", icon: OctagonAlert },
  { key: "high", icon: TriangleAlert },
  { key: "medium", icon: Info },
  { key: "resolved", icon: CircleCheck },
];

/** Open errors by severity (critical, high, medium) and the resolved ones, over every stored error whatever the filters. */
export function ErrorCounters({ counts }: { counts: ErrorList["counts"] | undefined }) {
  return (
    <section aria-labelledby="error-counters-title">
      <h2 id="error-counters-title" className="sr-only">
        {text.countersTitle}
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {COUNTERS.map(({ key, icon }) => (
          <StatCard
            key={key}
            name={`errors-${key}`}
            icon={icon}
            label={text.counters[key]}
            value={counts ? integer.format(counts[key]) : DIAGNOSTICS_TEXT.unknown}
            detail={key === "resolved" ? text.resolvedDetail : text.openDetail}
          />
        ))}
      </div>
    </section>
  );
}
