import type { ReactNode } from "react";
import type { DashboardCounts } from "../../../shared/dashboard";
import { DashboardSidebar } from "./sidebar";

/**
 * The dashboard's own frame, in place of the public header and footer: the
 * sidebar (or phone menu) with the layout's counts, and the content.
 */
export function DashboardFrame({ children, counts }: { children: ReactNode; counts?: DashboardCounts }) {
  return (
    <div className="flex flex-1 flex-col lg:flex-row">
      <DashboardSidebar counts={counts} />
      <main id="contenuto" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none lg:px-8">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
