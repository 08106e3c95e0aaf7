import { Save } from "lucide-react";
import { Button } from "../../../components/ui/button";
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
      <Button type="submit" variant="primary" icon={Save} busy={saving} className="w-full sm:w-auto">
        {saving ? ADSENSE_TEXT.saving : ADSENSE_TEXT.save}
      </Button>
    </div>
  );
}
