import type { ReactNode } from "react";
import { DashboardSidebar } from "./sidebar";

/** The dashboard's own frame, in place of the public header and footer: the sidebar (or phone menu) and the content. */
export function DashboardFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col lg:flex-row">
      <DashboardSidebar />
      <main id="contenuto" className="min-w-0 flex-1 px-4 py-6 lg:px-8">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
