import { type HEALTH_STATUSES, LIMITS } from "../../shared/constants.js";
import { HEALTH_FIGURES, type HealthFigure } from "../../shared/health.js";

export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/** The figures the status rule looks at: percentages of CPU, memory and disk, and the DB query in ms. */
export interface StatusFigures {
  cpu: number;
  memory: number;
  disk: number;
  databaseMs: number;
}

const RANK: Record<HealthStatus, number> = { healthy: 0, warning: 1, critical: 2 };

/** The graver of two statuses. */
export function graver(a: HealthStatus, b: HealthStatus): HealthStatus {
  return RANK[a] >= RANK[b] ? a : b;
}

/** Whether `status` is at least as grave as `level`. */
export function atLeast(status: HealthStatus, level: HealthStatus): boolean {
  return RANK[status] >= RANK[level];
}

/**
 * One figure of one reading against the thresholds of docs/product.md#health-collection:
 * critical above 90 % (the query above 1000 ms), warning above 70 % (300 ms).
 * "Above" is strict: 90 % exactly is a warning.
 */
export function figureLevel(figure: HealthFigure, figures: StatusFigures): HealthStatus {
  const isQuery = figure === "database";
  const value = isQuery ? figures.databaseMs : figures[figure];
  if (value > (isQuery ? LIMITS.healthCritical.dbQueryMs : LIMITS.healthCritical.percent)) return "critical";
  if (value > (isQuery ? LIMITS.healthWarning.dbQueryMs : LIMITS.healthWarning.percent)) return "warning";
  return "healthy";
}

/** The gravest figure of one reading: what that reading alone would say. The status stored with a reading is the sustained one (sustained-status.ts). */
export function healthStatus(figures: StatusFigures): HealthStatus {
  return HEALTH_FIGURES.reduce<HealthStatus>((status, figure) => graver(status, figureLevel(figure, figures)), "healthy");
}
