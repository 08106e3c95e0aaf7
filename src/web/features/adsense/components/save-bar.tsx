import { Loader2, Save } from "lucide-react";
import { primaryButtonClass } from "../../../lib/dashboard-styles";
import { ADSENSE_TEXT } from "../labels";

/** The id of the message beside the save button, which invalid fields point to. */
export const SAVE_MESSAGE_ID = "adsense-save-message";

/** "Salva Configurazione", with the reason a save was refused ("Compila tutti i campi") beside it. */
export function SaveBar({ saving, message }: { saving: boolean; message?: string }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
      <p id={SAVE_MESSAGE_ID} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {message}
      </p>
      <button type="submit" disabled={saving} aria-busy={saving} className={`${primaryButtonClass} w-full sm:w-auto`}>
        {saving ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <Save aria-hidden className="h-4 w-4" />}
        {saving ? ADSENSE_TEXT.saving : ADSENSE_TEXT.save}
      </button>
    </div>
  );
}
