import type { Logger } from "pino";
import { pruneTombstones } from "../articles/prune-tombstones.js";
import { groupUngroupedArticles } from "../articles/stories/retry-grouping.js";
import { purgeExpiredAuthData } from "../auth/sessions.js";
import { autoCleanupTime, runAutoCleanup } from "../articles/auto-cleanup.js";
import { vacuumAndAnalyze } from "../db/vacuum-and-analyze.js";
import { runScheduledSync } from "../feeds/scheduled-sync.js";
import type { IngestionDeps } from "../feeds/sync-feed.js";
import { digestTime, sendDailyDigest } from "../mail/daily-digest.js";
import type { Mailer } from "../mail/mailer.js";
import { notifyCriticalErrors } from "../mail/notify-critical-errors.js";
import { warnOnStorage } from "../mail/storage-warning.js";
import { collectOnSchedule, type HealthCollector } from "../diagnostics/health/collector.js";
import { runRetention } from "../diagnostics/retention/prune-operational-data.js";
import { dailyBackupTime, runDailyBackup } from "../diagnostics/backups/daily-backup.js";
import type { BackupResult } from "../db/backup/backup-database.js";
import type { SocialQueue } from "../social/social-queue.js";
import type { Pictures } from "../pictures/picture-proxy.js";
import { sweepOrphanPictures } from "../pictures/sweep-orphan-pictures.js";
import { editionLinkKey } from "../edition/edition-links.js";
import { sendDueEdition } from "../edition/send-editions.js";
import type { Job } from "./scheduler.js";

export interface WorkerJobOptions {
  embeddedDatabase: boolean;
  mailer: Mailer;
  /** PUBLIC_URL, for the links in the e-mails. */
  publicUrl: string;
  /** This process's health collector; absent, no reading is scheduled. */
  health?: HealthCollector;
  /** The social queue (docs/architecture.md#social-posting); absent, nothing is posted. */
  social?: SocialQueue;
  /** Writes a backup of this process's database (db/backup/backup-database.ts); absent, no daily backup is scheduled. */
  backup?: (file: string) => Promise<BackupResult>;
  /** The picture cache on this machine (docs/architecture.md#pictures); absent, the daily cleanup leaves pictures alone. */
  pictures?: Pictures;
  /** The app secret, which signs the daily edition's unsubscribe links; absent, no edition is sent. */
  secret?: Uint8Array;
}

/**
 * The worker role's scheduled jobs (docs/product.md#scheduled-jobs). The sync
 * job only checks each minute whether a sync is due. The hourly vacuum is for
 * the embedded database only: PostgreSQL's autovacuum does that work better.
 * Daily jobs read their time of day from the settings at each check. The
 * health reading is taken every minute (docs/product.md#health-collection).
 * The social queue polls every 15 s; a publish in this process wakes it sooner.
 * The daily edition looks every minute for subscribers still without the latest
 * edition: its deliveries table, not a daily claim, makes it once per subscriber.
 */
export function workerJobs(deps: IngestionDeps, logger: Logger, options: WorkerJobOptions): Job[] {
  const mail = { db: deps.db, mailer: options.mailer, publicUrl: options.publicUrl, logger };
  const { health, social, backup, pictures, secret } = options;
  return [
    { name: "auth-housekeeping", everyMs: 60 * 60_000, run: () => purgeExpiredAuthData(deps.db) },
    // Hourly although tombstones age in months: a process restarted daily would otherwise never prune.
    { name: "tombstone-pruning", everyMs: 60 * 60_000, run: async () => void (await pruneTombstones(deps.db)) },
    ...(options.embeddedDatabase ? [{ name: "vacuum-and-analyze", everyMs: 60 * 60_000, run: () => vacuumAndAnalyze(deps.db) }] : []),
    { name: "feed-sync", everyMs: 60_000, run: () => runScheduledSync(deps, logger) },
    // Articles of the last 48 hours without a story: grouping failed at publish, or they predate migration 0021.
    { name: "story-grouping", everyMs: 60 * 60_000, run: async (at) => void (await groupUngroupedArticles(deps.db, at)) },
    // Logs, health readings and raw views past 30 days (docs/product.md#operational-records). Hourly although the
    // limit is in days: a run with nothing to remove costs three index probes, and a process restarted daily still prunes.
    { name: "ops-retention", everyMs: 60 * 60_000, run: (at) => runRetention(deps.db, logger, at) },
    ...(health ? [{ name: "system-health", everyMs: 60_000, run: () => collectOnSchedule(health) }] : []),
    // The pictures the deleted articles leave behind go with them (and any other orphan, such as an edited picture's).
    {
      name: "auto-cleanup",
      dailyAt: () => autoCleanupTime(deps.db),
      run: async (at) => {
        if ((await runAutoCleanup(deps.db, logger, at)) !== null && pictures) await sweepOrphanPictures(pictures, logger);
      },
    },
    { name: "mail-critical-errors", everyMs: 60_000, run: async (at) => void (await notifyCriticalErrors(mail, at)) },
    { name: "mail-daily-digest", dailyAt: () => digestTime(mail), run: async (at) => void (await sendDailyDigest(mail, at)) },
    { name: "mail-storage-warning", everyMs: 10 * 60_000, run: async (at) => void (await warnOnStorage(mail, at)) },
    ...(backup ? [{ name: "daily-backup", dailyAt: () => dailyBackupTime(deps.db), run: async (at: Date) => void (await runDailyBackup({ ...mail, backup }, at)) }] : []),
    ...(social ? [{ name: "social-posting", everyMs: 15_000, run: (at: Date) => social.run(at) }] : []),
    ...(secret ? [{ name: "daily-edition", everyMs: 60_000, run: async (at: Date) => void (await sendDueEdition({ ...mail, linkKey: editionLinkKey(secret) }, at)) }] : []),
  ];
}
