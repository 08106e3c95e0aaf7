import { dashboardSectionMeta } from "../../components/dashboard/section-meta";
import { useReadAutomationSettings } from "../../features/automation/api/get-automation-settings";
import { FeedsScreen } from "../../features/feeds/components/feeds-screen";

export const meta = () => dashboardSectionMeta("feeds");

/** /dashboard/feeds: the Feed RSS section, reading the automation settings through the Automazione feature. */
export default function FeedsRoute() {
  return <FeedsScreen readAutomationSettings={useReadAutomationSettings()} />;
}
