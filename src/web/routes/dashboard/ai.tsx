import { AiScreen } from "../../features/ai/components/ai-screen";

export function meta() {
  return [{ title: "Configurazione AI | Dashboard | Rassegna" }, { name: "robots", content: "noindex" }];
}

/** /dashboard/ai: the Configurazione AI section. */
export default function AiRoute() {
  return <AiScreen />;
}
