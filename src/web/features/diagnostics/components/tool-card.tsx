import { BrainCircuit, Database, Eraser, ListChecks, Play, Rss, Trash2, type LucideIcon } from "lucide-react";
import type { DiagnosticTool } from "../../../../shared/constants";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { useRunTool } from "../api/run-tool";
import { DIAGNOSTICS_TEXT } from "../labels";
import { TOOL_TEXT } from "../tool-labels";
import { failedRequestOutcome, toolOutcome } from "../tool-outcome";
import { ToolOutcomeView } from "./tool-outcome-view";

const ICONS: Record<DiagnosticTool, LucideIcon> = {
  database: Database,
  "ai-providers": BrainCircuit,
  feeds: Rss,
  "cleanup-logs": Trash2,
  "page-cache": Eraser,
  integrity: ListChecks,
};

/** One tool: its name, what it does, "Esegui", and the outcome of the last run under the button. */
export function ToolCard({ tool }: { tool: DiagnosticTool }) {
  const words = TOOL_TEXT[tool];
  const run = useRunTool(tool);
  const outcome = run.data ? toolOutcome(run.data) : run.isError ? failedRequestOutcome(tool) : null;
  return (
    <Panel title={words.title} description={words.description} icon={ICONS[tool]} className="flex flex-col">
      <div className="mt-4">
        <Button icon={Play} busy={run.isPending} onClick={() => run.mutate()}>
          {run.isPending ? DIAGNOSTICS_TEXT.tools.running : DIAGNOSTICS_TEXT.tools.run}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {outcome && !run.isPending ? <ToolOutcomeView outcome={outcome} title={words.title} /> : null}
      </div>
    </Panel>
  );
}
