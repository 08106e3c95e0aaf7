import type { DashboardCounts } from "../../../shared/dashboard";
import { Brand } from "./brand";
import { FrameActions } from "./frame-actions";
import { MenuSheet } from "./menu-sheet";
import { sectionBadges } from "./section-badges";
import { SectionNav } from "./section-nav";

/**
 * The dashboard's banner: on a wide screen a sidebar with the ten sections,
 * the site link and "Esci"; below 1024 px a top bar whose "Menu" opens them in
 * a sheet. The counts beside the sections come from the layout as props
 * (docs/product.md#dashboard-shell); undefined until they are read.
 */
export function DashboardSidebar({ counts }: { counts?: DashboardCounts }) {
  const badges = sectionBadges(counts);
  return (
    // The column is white down the whole page; the header inside it stays in view while the content scrolls.
    <div className="sticky top-0 z-30 bg-white lg:static lg:w-64 lg:shrink-0 lg:border-r lg:border-slate-200">
      <header className="border-b border-slate-200 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:overflow-y-auto lg:border-b-0">
        <div className="flex h-14 items-center justify-between gap-3 px-4 lg:h-auto lg:py-5">
          <Brand />
          <div className="lg:hidden">
            <MenuSheet badges={badges} />
          </div>
        </div>
        <div className="hidden px-3 pb-4 lg:flex lg:flex-1 lg:flex-col lg:justify-between lg:gap-4">
          <SectionNav badges={badges} />
          <FrameActions />
        </div>
      </header>
    </div>
  );
}
