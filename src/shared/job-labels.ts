// The worker's scheduled jobs (docs/product.md#scheduled-jobs) as the administrator reads them,
// and a job's failure in Italian (error_logs `job_failed`, source = the job's name).

/** Each job of src/worker/jobs.ts by its Italian name; a job missing here reads by its own name. */
export const JOB_LABELS: Readonly<Record<string, string>> = {
  "feed-sync": "sincronizzazione feed",
  "auth-housekeeping": "pulizia delle sessioni",
  "tombstone-pruning": "pulizia dell'elenco degli articoli eliminati",
  "vacuum-and-analyze": "manutenzione del database",
  "story-grouping": "raggruppamento delle notizie",
  "ops-retention": "pulizia dei log vecchi",
  "system-health": "lettura dello stato del sistema",
  "auto-cleanup": "pulizia automatica",
  "mail-critical-errors": "email degli errori critici",
  "mail-daily-digest": "email del riepilogo giornaliero",
  "mail-storage-warning": "email di avviso spazio",
  "social-posting": "pubblicazione social",
  "daily-backup": "backup giornaliero",
  "daily-edition": "invio dell'edizione quotidiana",
};

/** A job's name in Italian, or its own name when unknown. */
export function jobLabel(job: string): string {
  return Object.hasOwn(JOB_LABELS, job) ? JOB_LABELS[job]! : job;
}

/**
 * The end src/platform/error-records/job-failures.ts gives the English of a failure that is not
 * the first in a row: `Scheduled job "feed-sync" failed: … (3 failures in a row)`.
 */
export function inARowSuffix(failures: number): string {
  return failures > 1 ? ` (${failures} failures in a row)` : "";
}

/** "Il lavoro pianificato «sincronizzazione feed» è fallito 3 volte di seguito": the count when the English names one. */
export function jobFailureText(job: string, message: string): string {
  const failures = /\((\d+) failures in a row\)\s*$/.exec(message)?.[1];
  return `Il lavoro pianificato «${jobLabel(job)}» è fallito${failures ? ` ${failures} volte di seguito` : ""}`;
}
