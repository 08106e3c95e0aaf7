import { StatisticsScreen } from "../../features/statistics/components/statistics-screen";

export function meta() {
  return [{ title: "Statistiche | Dashboard | Rassegna" }, { name: "robots", content: "noindex" }];
}

/** /dashboard/statistics: the Statistiche section. */
export default function StatisticsRoute() {
  return <StatisticsScreen />;
}
