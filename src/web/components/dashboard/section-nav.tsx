import {
  Bot,
  ChartColumn,
  FileText,
  HardDrive,
  Megaphone,
  Rss,
  Share2,
  Stethoscope,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import { NavLink } from "react-router";
import { DASHBOARD_SECTIONS } from "../../../shared/labels";
import { FRAME_TEXT } from "./labels";

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

/** The nine dashboard sections, the current one marked (aria-current); `onNavigate` lets the phone menu close. */
export function SectionNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label={FRAME_TEXT.navLabel}>
      <ul className="space-y-0.5">
        {DASHBOARD_SECTIONS.map((section) => {
          const Icon = ICONS[section.path];
          return (
            <li key={section.path}>
              <NavLink
                to={`/dashboard/${section.path}`}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-700 ${
                    isActive ? "bg-blue-900 text-white" : "text-slate-700 hover:bg-slate-100"
                  }`
                }
              >
                <Icon aria-hidden className="h-4 w-4 shrink-0" />
                {section.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
