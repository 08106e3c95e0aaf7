import { Download, Loader2, Upload } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import { LIMITS } from "../../../../shared/constants";
import { ApiError } from "../../../lib/api-request";
import { notify } from "../../../lib/notify";
import { useExportOpml } from "../api/export-opml";
import { useImportOpml } from "../api/import-opml";
import { secondaryButtonClass } from "../../../lib/dashboard-styles";

const integer = new Intl.NumberFormat("it-IT");

/** "Esporta OPML" downloads every feed as OPML; "Importa OPML" adds the feeds of a chosen file. */
export function OpmlActions() {
  const exportOpml = useExportOpml();
  const importOpml = useImportOpml();
  const fileInput = useRef<HTMLInputElement>(null);

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const text = await file.text();
    // Cleared so that choosing the same file again still triggers a change.
    input.value = "";
    importOpml.mutate(text, {
      onSuccess: ({ added, skipped, invalid }) =>
        notify.success(
          `${integer.format(added)} feed aggiunti, ${integer.format(skipped)} già presenti`,
          invalid > 0 ? `${integer.format(invalid)} voci non valide ignorate` : undefined,
        ),
      onError: (error) =>
        notify.error(
          "Errore nell'importazione OPML",
          error instanceof ApiError && error.code === "too_many_feeds" ? `Il file elenca troppi feed: al massimo ${integer.format(LIMITS.opmlFeeds)} per importazione` : undefined,
        ),
    });
  }

  return (
    <>
      <button
        type="button"
        onClick={() => exportOpml.mutate(undefined, { onError: () => notify.error("Errore nell'esportazione OPML") })}
        disabled={exportOpml.isPending}
        className={secondaryButtonClass}
      >
        {exportOpml.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <Download aria-hidden className="h-4 w-4" />}
        Esporta OPML
      </button>
      <button type="button" onClick={() => fileInput.current?.click()} disabled={importOpml.isPending} className={secondaryButtonClass}>
        {importOpml.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <Upload aria-hidden className="h-4 w-4" />}
        Importa OPML
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".opml,.xml,text/x-opml,application/xml,text/xml"
        aria-label="File OPML da importare"
        hidden
        onChange={(event) => void importFile(event)}
      />
    </>
  );
}
