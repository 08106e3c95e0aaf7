import { dashboardSectionMeta } from "../../components/dashboard/section-meta";
import { SocialScreen } from "../../features/social/components/social-screen";

export const meta = () => dashboardSectionMeta("social");

/** /dashboard/social: the Social Media section. */
export default function SocialRoute() {
  return <SocialScreen />;
}
