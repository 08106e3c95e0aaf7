import { TriangleAlert } from "lucide-react";
import { DIAGNOSTIC_TOOLS } from "../../../../shared/constants";
import { DIAGNOSTICS_TEXT } from "../labels";
import { ToolCard } from "./tool-card";

const text = DIAGNOSTICS_TEXT.tools;

/** "Risoluzione Problemi": what the tools touch, then the six tools, each reporting under its own button. */
export function ToolsTab() {
  return (
    <div className="space-y-6">
      <aside aria-labelledby="tools-warning-title" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:p-5">
        <TriangleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
        <div className="min-w-0">
          <h2 id="tools-warning-title" className="font-semibold">
            {text.warningTitle}
          </h2>
          <p className="mt-1">{text.warning}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {text.warningItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </aside>
      {/* Columns, not a grid: a card grows with its outcome without opening holes beside its neighbours. */}
      <div className="columns-1 gap-4 md:columns-2 2xl:columns-3 [&>*]:mb-4 [&>*]:break-inside-avoid">
        {DIAGNOSTIC_TOOLS.map((tool) => (
          <ToolCard key={tool} tool={tool} />
        ))}
      </div>
    </div>
  );
}
