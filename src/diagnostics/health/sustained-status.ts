import type { HealthAlert } from "../../shared/health.js";
import { HEALTH_FIGURES } from "../../shared/health.js";
import { atLeast, figureLevel, type HealthStatus, type StatusFigures } from "./health-status.js";

/** One reading's figures and when it was taken. */
export interface TimedFigures extends StatusFigures {
  at: Date;
}

/** A figure must stay past a threshold this long before the status says so: one busy minute is not a fault. */
export const SUSTAINED_MS = 5 * 60_000;
/** The worker's minute is not exact: a run 4 min 59 s long after five readings a minute apart is five minutes. */
export const TIMING_SLACK_MS = 30_000;
/** A silence longer than this between two readings (the worker missed two) breaks a run: nobody saw what happened meanwhile. */
export const MAX_GAP_MS = 150_000;
/**
 * How long each figure must hold. Load spikes (CPU, memory, a slow query) pass; a disk fills and stays
 * full until someone frees it, so its first reading past a threshold counts, as its disk_full error does.
 */
const HELD_FOR_MS: Record<HealthAlert["figure"], number> = { cpu: SUSTAINED_MS, memory: SUSTAINED_MS, database: SUSTAINED_MS, disk: 0 };

const LEVELS = ["critical", "warning"] as const;

/** The oldest reading of the unbroken run, from the newest back, with `figure` at `level` or graver; undefined when the newest is not. */
function runStart(readings: readonly TimedFigures[], figure: HealthAlert["figure"], level: HealthAlert["level"]): TimedFigures | undefined {
  let start: TimedFigures | undefined;
  for (const reading of readings) {
    if (!atLeast(figureLevel(figure, reading), level)) break;
    if (start && start.at.getTime() - reading.at.getTime() > MAX_GAP_MS) break;
    start = reading;
  }
  return start;
}

/**
 * The figures past a threshold for the last 5 minutes as of the newest of
 * `readings` (newest first), each at its gravest sustained level, critical
 * ones first (docs/product.md#health-collection). One reading past a
 * threshold, or a run shorter than 5 minutes, makes no alert; the disk
 * alerts from its first reading (HELD_FOR_MS).
 */
export function sustainedAlerts(readings: readonly TimedFigures[]): HealthAlert[] {
  const latest = readings[0];
  if (!latest) return [];
  const alerts: HealthAlert[] = [];
  for (const figure of HEALTH_FIGURES) {
    for (const level of LEVELS) {
      const start = runStart(readings, figure, level);
      const heldFor = HELD_FOR_MS[figure];
      if (start && latest.at.getTime() - start.at.getTime() >= Math.max(0, heldFor - (heldFor > 0 ? TIMING_SLACK_MS : 0))) {
        alerts.push({ figure, level, since: start.at.toISOString(), until: latest.at.toISOString() });
        break;
      }
    }
  }
  return alerts.sort((a, b) => LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level));
}

/** The status the alerts make: the gravest of them, healthy when there is none. */
export function sustainedStatus(alerts: readonly HealthAlert[]): HealthStatus {
  return alerts[0]?.level ?? "healthy";
}
