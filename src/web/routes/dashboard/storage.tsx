import { dashboardSectionMeta } from "../../components/dashboard/section-meta";
import { StorageScreen } from "../../features/storage/components/storage-screen";

export const meta = () => dashboardSectionMeta("storage");

/** /dashboard/storage: the Spazio Server section. */
export default function StorageRoute() {
  return <StorageScreen />;
}
