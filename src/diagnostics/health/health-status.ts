import { type HEALTH_STATUSES, LIMITS } from "../../shared/constants.js";

export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/** The figures the status rule looks at: percentages of CPU, memory and disk, and the DB query in ms. */
export interface StatusFigures {
  cpu: number;
  memory: number;
  disk: number;
  databaseMs: number;
}

/**
 * The status rule of docs/product.md#health-collection: critical when CPU,
 * memory or disk is above 90 % or the query above 1000 ms; warning above
 * 70 % or 300 ms; healthy otherwise. "Above" is strict: 90 % exactly is a warning.
 */
export function healthStatus(figures: StatusFigures): HealthStatus {
  const highest = Math.max(figures.cpu, figures.memory, figures.disk);
  if (highest > LIMITS.healthCritical.percent || figures.databaseMs > LIMITS.healthCritical.dbQueryMs) return "critical";
  if (highest > LIMITS.healthWarning.percent || figures.databaseMs > LIMITS.healthWarning.dbQueryMs) return "warning";
  return "healthy";
}
