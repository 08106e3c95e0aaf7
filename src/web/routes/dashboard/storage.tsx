import { StorageScreen } from "../../features/storage/components/storage-screen";

export function meta() {
  return [{ title: "Spazio Server | Dashboard | Rassegna" }, { name: "robots", content: "noindex" }];
}

/** /dashboard/storage: the Spazio Server section. */
export default function StorageRoute() {
  return <StorageScreen />;
}
