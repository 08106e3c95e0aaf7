import { dashboardSectionMeta } from "../../components/dashboard/section-meta";
import { FeedsScreen } from "../../features/feeds/components/feeds-screen";

export const meta = () => dashboardSectionMeta("feeds");

/** /dashboard/feeds: the Feed RSS section. */
export default function FeedsRoute() {
  return <FeedsScreen />;
}
