import { AdsenseScreen } from "../../features/adsense/components/adsense-screen";

export function meta() {
  return [{ title: "Google AdSense | Dashboard | Rassegna" }, { name: "robots", content: "noindex" }];
}

/** /dashboard/adsense: the Google AdSense section. */
export default function AdsenseRoute() {
  return <AdsenseScreen />;
}
