import { AutomationScreen } from "../../features/automation/components/automation-screen";

export function meta() {
  return [{ title: "Automazione | Dashboard | Rassegna" }, { name: "robots", content: "noindex" }];
}

/** /dashboard/automation: the Automazione section. */
export default function AutomationRoute() {
  return <AutomationScreen />;
}
