import { Save } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { AUTOMATION_TEXT } from "../labels";

/**
 * "Salva Impostazioni", kept in view at the bottom of the screen while the
 * form scrolls, with what is still unsaved or why a save was refused.
 */
export function SaveBar({ saving, unsaved, problem }: { saving: boolean; unsaved: string[]; problem?: string }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:py-3 lg:-mx-8 lg:px-8">
      <div className="flex flex-col-reverse gap-1.5 sm:flex-row sm:items-center sm:justify-end sm:gap-4">
        <div className="min-w-0 text-sm sm:text-right">
          <p role="alert" className="font-medium text-red-700 empty:hidden">
            {problem}
          </p>
          <p role="status" className="text-slate-700 empty:hidden">
            {unsaved.length > 0 ? AUTOMATION_TEXT.unsaved(unsaved) : null}
          </p>
        </div>
        <Button type="submit" variant="primary" icon={Save} busy={saving} className="w-full shrink-0 sm:w-auto">
          {saving ? AUTOMATION_TEXT.saving : AUTOMATION_TEXT.save}
        </Button>
      </div>
    </div>
  );
}
