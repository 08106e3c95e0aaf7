import type { StatisticsPeriod } from "../../../../shared/statistics";

/** Cache keys of the Statistiche screen. */
export const statisticsKeys = {
  all: ["statistics"] as const,
  report: (period: StatisticsPeriod) => ["statistics", period] as const,
};
