import { dashboardSectionMeta } from "../../components/dashboard/section-meta";
import { AiScreen } from "../../features/ai/components/ai-screen";

export const meta = () => dashboardSectionMeta("ai");

/** /dashboard/ai: the Configurazione AI section. */
export default function AiRoute() {
  return <AiScreen />;
}
