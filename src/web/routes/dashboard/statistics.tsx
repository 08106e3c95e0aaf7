import { dashboardSectionMeta } from "../../components/dashboard/section-meta";
import { StatisticsScreen } from "../../features/statistics/components/statistics-screen";

export const meta = () => dashboardSectionMeta("statistics");

/** /dashboard/statistics: the Statistiche section. */
export default function StatisticsRoute() {
  return <StatisticsScreen />;
}
