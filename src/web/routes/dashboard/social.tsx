import { SocialScreen } from "../../features/social/components/social-screen";

export function meta() {
  return [{ title: "Social Media | Dashboard | Rassegna" }, { name: "robots", content: "noindex" }];
}

/** /dashboard/social: the Social Media section. */
export default function SocialRoute() {
  return <SocialScreen />;
}
