import { MessagesScreen } from "../../features/messages/components/messages-screen";

export function meta() {
  return [{ title: "Messaggi | Dashboard | Rassegna" }, { name: "robots", content: "noindex" }];
}

/** /dashboard/messages: the Messaggi section, the contact form's inbox. */
export default function MessagesRoute() {
  return <MessagesScreen />;
}
