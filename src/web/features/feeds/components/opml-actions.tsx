import { Download, Upload } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import { LIMITS } from "../../../../shared/constants";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api-request";
import { notify } from "../../../lib/notify";
import { useExportOpml } from "../api/export-opml";
import { useImportOpml } from "../api/import-opml";
import { opmlCheckSummary } from "../add-feed-check";
import { FEEDS_TEXT } from "../labels";

const integer = new Intl.NumberFormat("it-IT");
const text = FEEDS_TEXT;

/** "Esporta OPML" downloads every feed as OPML; "Importa OPML" adds the feeds of a chosen file. */
export function OpmlActions() {
  const exportOpml = useExportOpml();
  const importOpml = useImportOpml();
  const fileInput = useRef<HTMLInputElement>(null);

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const content = await file.text();
    // Cleared so that choosing the same file again still triggers a change.
    input.value = "";
    importOpml.mutate(content, {
      onSuccess: ({ added, skipped, invalid, checks }) => {
        const details = [invalid > 0 ? `${text.importInvalid(invalid)}.` : null, opmlCheckSummary(checks)].filter(Boolean).join(" ");
        const failed = checks.some((check) => !check.ok);
        notify[failed ? "warning" : "success"](text.imported(added, skipped), details || undefined);
      },
      onError: (error) =>
        notify.error(
          text.importFailed,
          error instanceof ApiError && error.code === "too_many_feeds" ? text.importTooMany(integer.format(LIMITS.opmlFeeds)) : undefined,
        ),
    });
  }

  return (
    <>
      <Button icon={Download} busy={exportOpml.isPending} onClick={() => exportOpml.mutate(undefined, { onError: () => notify.error(text.exportFailed) })}>
        {text.exportOpml}
      </Button>
      <Button icon={Upload} busy={importOpml.isPending} onClick={() => fileInput.current?.click()}>
        {text.importOpml}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".opml,.xml,text/x-opml,application/xml,text/xml"
        aria-label={text.importFile}
        hidden
        onChange={(event) => void importFile(event)}
      />
    </>
  );
}
