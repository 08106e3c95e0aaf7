import { dashboardSectionMeta } from "../../components/dashboard/section-meta";
import { MessagesScreen } from "../../features/messages/components/messages-screen";

export const meta = () => dashboardSectionMeta("messages");

/** /dashboard/messages: the Messaggi section, the contact form's inbox. */
export default function MessagesRoute() {
  return <MessagesScreen />;
}
