import { CheckCircle2, Save } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { AUTOMATION_TEXT } from "../labels";
import { saveBarMessages, type SaveOutcome } from "../save-outcome";

/**
 * "Salva Impostazioni" under the six sections, with the outcome of the last
 * save, what is still unsaved, or why a save was refused. The outcome is
 * written here, where the admin is looking, rather than toasted.
 */
export function SaveBar({ saving, unsaved, refused, outcome }: { saving: boolean; unsaved: string[]; refused: boolean; outcome: SaveOutcome }) {
  const { problem, status } = saveBarMessages(outcome, unsaved, refused);
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end sm:gap-4">
      <div className="min-w-0 text-sm sm:text-right">
        <p role="alert" className="font-medium text-red-700 empty:hidden">
          {problem}
        </p>
        <p role="status" className="empty:hidden" data-save-status={outcome ?? (unsaved.length > 0 ? "unsaved" : "")}>
          {outcome === "saved" ? (
            <span className="inline-flex items-center gap-1.5 font-medium text-green-800">
              <CheckCircle2 aria-hidden className="h-4 w-4 shrink-0" />
              {status}
            </span>
          ) : status ? (
            <span className="text-slate-700">{status}</span>
          ) : null}
        </p>
      </div>
      <Button type="submit" variant="primary" icon={Save} busy={saving} className="w-full shrink-0 sm:w-auto">
        {saving ? AUTOMATION_TEXT.saving : AUTOMATION_TEXT.save}
      </Button>
    </div>
  );
}
