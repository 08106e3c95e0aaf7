import { FeedsScreen } from "../../features/feeds/components/feeds-screen";

export function meta() {
  return [{ title: "Feed RSS | Dashboard | Rassegna" }, { name: "robots", content: "noindex" }];
}

/** /dashboard/feeds: the Feed RSS section. */
export default function FeedsRoute() {
  return <FeedsScreen />;
}
