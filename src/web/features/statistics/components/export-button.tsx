import { Download } from "lucide-react";
import type { StatisticsReport } from "../../../../shared/statistics";
import { Button } from "../../../components/ui/button";
import { notify } from "../../../lib/notify";
import { saveBlob } from "../../../lib/save-blob";
import { STATISTICS_TEXT } from "../labels";

/** "Esporta JSON": the report on screen as a file named with its day, e.g. statistiche-2026-11-25.json. */
export function ExportButton({ report }: { report: StatisticsReport | undefined }) {
  const exportReport = () => {
    if (!report) return;
    const filename = STATISTICS_TEXT.fileName(report.to);
    saveBlob(new Blob([`${JSON.stringify(report, null, 2)}\n`], { type: "application/json" }), filename);
    notify.success(STATISTICS_TEXT.exported, filename);
  };
  return (
    <Button icon={Download} onClick={exportReport} disabled={!report}>
      {STATISTICS_TEXT.export}
    </Button>
  );
}
