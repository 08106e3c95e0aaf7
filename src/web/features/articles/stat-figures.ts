import type { AdminArticleStats } from "../../../shared/admin-articles";

const integer = new Intl.NumberFormat("it-IT");
const percent = new Intl.NumberFormat("it-IT", { style: "percent", maximumFractionDigits: 1 });

/** The five cards' values in Italian formats: "12.500", and the processed share as "42,5%" ("0%" with no articles). */
export function statFigures(stats: AdminArticleStats) {
  return {
    total: integer.format(stats.total),
    processed: integer.format(stats.processed),
    processedShare: percent.format(stats.total === 0 ? 0 : stats.processed / stats.total),
    pending: integer.format(stats.pending),
    processing: stats.processing > 0 ? integer.format(stats.processing) : null,
    failed: integer.format(stats.failed),
    views: integer.format(stats.views),
  };
}
