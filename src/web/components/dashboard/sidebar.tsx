import {
  Bot,
  ChartColumn,
  FileText,
  HardDrive,
  LogOut,
  Megaphone,
  Rss,
  Share2,
  Stethoscope,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import { NavLink, useNavigate, useRevalidator } from "react-router";
import { DASHBOARD_SECTIONS } from "../../../shared/labels";
import { useAuthClient } from "../../lib/auth/auth-provider";

const ICONS: Record<(typeof DASHBOARD_SECTIONS)[number]["path"], LucideIcon> = {
  feeds: Rss,
  articles: FileText,
  statistics: ChartColumn,
  diagnostics: Stethoscope,
  storage: HardDrive,
  ai: Bot,
  automation: Workflow,
  adsense: Megaphone,
  social: Share2,
};

/** The nine dashboard sections and the logout button. */
export function DashboardSidebar() {
  const auth = useAuthClient();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  async function logout() {
    await auth.signOut("local");
    await navigate("/");
    await revalidator.revalidate();
  }

  return (
    <aside className="md:w-60 md:shrink-0">
      <nav aria-label="Dashboard" className="rounded-xl border border-slate-200 bg-white p-2 shadow-sm">
        {/* Phones scroll the sections sideways; the fading edge says there is more. */}
        <ul className="flex gap-1 overflow-x-auto [mask-image:linear-gradient(to_right,black_85%,transparent)] md:flex-col md:[mask-image:none]">
          {DASHBOARD_SECTIONS.map((section) => {
            const Icon = ICONS[section.path];
            return (
              <li key={section.path} className="shrink-0">
                <NavLink
                  to={`/dashboard/${section.path}`}
                  className={({ isActive }) =>
                    `flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${
                      isActive ? "bg-blue-900 text-white" : "text-slate-700 hover:bg-slate-100"
                    }`
                  }
                >
                  <Icon aria-hidden className="h-4 w-4" />
                  {section.label}
                </NavLink>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          onClick={() => void logout()}
          className="mt-2 flex w-full items-center gap-2 rounded-md border-t border-slate-200 px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
        >
          <LogOut aria-hidden className="h-4 w-4" />
          Esci
        </button>
      </nav>
    </aside>
  );
}
