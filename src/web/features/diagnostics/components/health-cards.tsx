import { Cable, Cpu, Database, Gauge, HardDrive, MemoryStick, type LucideIcon } from "lucide-react";
import type { HealthReading } from "../../../../shared/health";
import { StatCard } from "../../../components/ui/stat-card";
import { FIGURES, figurePercent, figureText, PERCENT_FIGURES, type Figure } from "../health-view";
import { DIAGNOSTICS_TEXT } from "../labels";
import { UsageMeter } from "./usage-meter";

const text = DIAGNOSTICS_TEXT.health;
const ICONS: Record<Figure, LucideIcon> = { cpu: Cpu, memory: MemoryStick, disk: HardDrive, connections: Cable, api: Gauge, database: Database };

/**
 * The six figures of the latest reading: CPU, memory and disk with a bar, then
 * connections, API and query times. A figure the reading could not take reads
 * "n/d" with the reason, never 0.
 */
export function HealthCards({ reading }: { reading: HealthReading }) {
  return (
    <section aria-labelledby="health-cards-title">
      <h2 id="health-cards-title" className="sr-only">
        {text.cardsTitle}
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {FIGURES.map((figure) => {
          const value = figureText(reading, figure);
          const detail = value === null ? text.noHttp : text.cardDetail[figure];
          return (
            <StatCard
              key={figure}
              name={figure}
              icon={ICONS[figure]}
              label={text.cards[figure]}
              value={value ?? text.notAvailable}
              detail={
                PERCENT_FIGURES.has(figure) ? (
                  <>
                    <UsageMeter label={text.cards[figure]} percent={figurePercent(reading, figure as "cpu" | "memory" | "disk")} />
                    <span className="mt-1.5 block">{detail}</span>
                  </>
                ) : (
                  detail
                )
              }
            />
          );
        })}
      </div>
    </section>
  );
}
