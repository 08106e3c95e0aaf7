import { DiagnosticsScreen } from "../../features/diagnostics/components/diagnostics-screen";

export function meta() {
  return [{ title: "Diagnostica Sistema | Dashboard | Rassegna" }, { name: "robots", content: "noindex" }];
}

/** /dashboard/diagnostics: the Diagnostica Sistema section. */
export default function DiagnosticsRoute() {
  return <DiagnosticsScreen />;
}
