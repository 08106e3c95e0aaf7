import { Construction } from "lucide-react";
import { useLocation } from "react-router";
import { DASHBOARD_SECTIONS } from "../../../shared/labels";

/** The panel a dashboard section shows until its screen is built. */
export default function UnderConstruction() {
  const { pathname } = useLocation();
  const section = DASHBOARD_SECTIONS.find((item) => pathname.endsWith(`/${item.path}`));
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{section?.label ?? "Dashboard"}</h1>
      <div className="mt-6 flex items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-700">
        <Construction aria-hidden className="h-6 w-6 text-amber-600" />
        <p className="font-medium">Sezione in costruzione</p>
      </div>
    </section>
  );
}
