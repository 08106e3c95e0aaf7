import { Construction } from "lucide-react";
import { useLocation } from "react-router";
import { DASHBOARD_SECTIONS } from "../../../shared/labels";
import { FRAME_TEXT } from "../../components/dashboard/labels";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";

/** The panel a dashboard section shows until its screen is built. */
export default function UnderConstruction() {
  const { pathname } = useLocation();
  const section = DASHBOARD_SECTIONS.find((item) => pathname.endsWith(`/${item.path}`));
  return (
    <div className="space-y-6">
      <PageHeader title={section?.label ?? FRAME_TEXT.navLabel} />
      <Card>
        <EmptyState icon={Construction} title={FRAME_TEXT.underConstruction} className="" />
      </Card>
    </div>
  );
}
