import { dashboardSectionMeta } from "../../components/dashboard/section-meta";
import { AdsenseScreen } from "../../features/adsense/components/adsense-screen";

export const meta = () => dashboardSectionMeta("adsense");

/** /dashboard/adsense: the Google AdSense section. */
export default function AdsenseRoute() {
  return <AdsenseScreen />;
}
