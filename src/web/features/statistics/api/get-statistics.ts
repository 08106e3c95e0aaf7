import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { statisticsReportSchema, type StatisticsPeriod, type StatisticsReport } from "../../../../shared/statistics";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { readJson } from "../../../lib/api-request";
import { statisticsKeys } from "./query-keys";

/** GET /api/admin/statistics?period=: every figure of the period, counted by the server. */
export async function getStatistics(auth: AuthClient, period: StatisticsPeriod): Promise<StatisticsReport> {
  return readJson(await auth.fetch(`/api/admin/statistics?period=${period}`), statisticsReportSchema);
}

/** The report of a period; while another period loads, the last one stays on screen. */
export function useStatistics(period: StatisticsPeriod) {
  const auth = useAuthClient();
  return useQuery({ queryKey: statisticsKeys.report(period), queryFn: () => getStatistics(auth, period), placeholderData: keepPreviousData });
}
