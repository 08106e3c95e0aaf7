import type { BackupStatus } from "./backups.js";
import { longDateTime } from "./dates.js";
import { formatBytes } from "./storage-figures.js";

// The daily backup's last result in Italian, as Spazio Server and Diagnostica show it (both read GET /api/admin/backups).

/** How the result reads: a success, a failure, or nothing to report yet. */
export interface BackupSummary {
  tone: "success" | "error" | "info";
  headline: string;
  /** Label and value pairs under the headline. */
  details: Array<[string, string]>;
}

let seconds: Intl.NumberFormat | undefined;

/** A duration as the admin reads it: "3,6 s", "2 min 5 s". */
export function durationText(ms: number): string {
  seconds ??= new Intl.NumberFormat("it-IT", { maximumFractionDigits: 1 });
  if (ms < 60_000) return `${seconds.format(ms / 1000)} s`;
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)} min ${total % 60} s`;
}

/** The last run of the daily backup in words; when it failed, also the last good one (what a restore would use). */
export function backupSummary(status: BackupStatus): BackupSummary {
  const { last, last_good: good } = status;
  const schedule: Array<[string, string]> = status.enabled ? [["Pianificazione", `ogni giorno alle ${status.run_at} in ${status.folder}, ultimi ${status.keep} conservati`]] : [];
  if (!last) {
    return {
      tone: "info",
      headline: status.enabled ? "Nessun backup eseguito finora: il primo parte all'orario impostato." : "Backup giornaliero non attivo: si attiva in Automazione.",
      details: schedule,
    };
  }
  if (last.error === null) {
    return {
      tone: "success",
      headline: `Ultimo backup riuscito il ${longDateTime(last.started_at)}`,
      details: [["File", last.file], ["Dimensione", formatBytes(last.size_bytes ?? 0)], ["Durata", durationText(last.duration_ms)], ...schedule],
    };
  }
  return {
    tone: "error",
    headline: `Ultimo backup non riuscito il ${longDateTime(last.started_at)}`,
    details: [
      ["Motivo", last.error],
      ["File", last.file],
      ["Ultimo backup riuscito", good ? `${longDateTime(good.started_at)}, ${good.file} (${formatBytes(good.size_bytes ?? 0)})` : "nessuno"],
      ...schedule,
    ],
  };
}
