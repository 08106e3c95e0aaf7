import { dashboardSectionMeta } from "../../components/dashboard/section-meta";
import { DiagnosticsScreen } from "../../features/diagnostics/components/diagnostics-screen";

export const meta = () => dashboardSectionMeta("diagnostics");

/** /dashboard/diagnostics: the Diagnostica Sistema section. */
export default function DiagnosticsRoute() {
  return <DiagnosticsScreen />;
}
