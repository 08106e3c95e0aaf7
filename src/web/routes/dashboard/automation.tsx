import { dashboardSectionMeta } from "../../components/dashboard/section-meta";
import { AutomationScreen } from "../../features/automation/components/automation-screen";

export const meta = () => dashboardSectionMeta("automation");

/** /dashboard/automation: the Automazione section. */
export default function AutomationRoute() {
  return <AutomationScreen />;
}
