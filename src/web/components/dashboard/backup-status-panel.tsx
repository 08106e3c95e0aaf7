import { DatabaseBackup } from "lucide-react";
import { backupSummary } from "../../../shared/backup-text";
import { useBackupStatus } from "../../lib/backups/backup-status";
import { LoadingStatus } from "../ui/loading-status";
import { Notice } from "../ui/notice";
import { Panel } from "../ui/panel";

const TEXT = {
  title: "Backup del database",
  description: "L'esito dell'ultimo backup giornaliero. Orario, cartella e numero di copie si impostano in Automazione.",
  loading: "Caricamento dello stato dei backup...",
  loadFailed: "Errore nel caricamento dello stato dei backup",
} as const;

/** Dashboard only (under components/dashboard/, outside the public site's chunk: its schema brings zod). The daily backup's last result (file, size, duration, or why it failed), on Spazio Server and in Diagnostica. */
export function BackupStatusPanel({ className }: { className?: string }) {
  const { data, isPending, isError } = useBackupStatus();
  const summary = data ? backupSummary(data) : null;
  return (
    <Panel title={TEXT.title} icon={DatabaseBackup} description={TEXT.description} className={className}>
      {isPending ? <LoadingStatus className="mt-4">{TEXT.loading}</LoadingStatus> : null}
      {isError ? <Notice tone="error">{TEXT.loadFailed}</Notice> : null}
      {summary ? (
        <div data-backup-status={summary.tone}>
          <Notice tone={summary.tone}>
            <p className="font-medium">{summary.headline}</p>
          </Notice>
          {summary.details.length > 0 ? (
            <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              {summary.details.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-slate-700">{label}</dt>
                  <dd className="min-w-0 break-all text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      ) : null}
    </Panel>
  );
}
