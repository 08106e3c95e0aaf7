import path from "node:path";
import { createAiFetch } from "./ai/ai-fetch.js";
import { startAiQueue } from "./ai/ai-queue.js";
import { releaseAllClaims } from "./articles/lifecycle/index.js";
import { loadAppSecret } from "./auth/app-secret.js";
import { ensureFirstAdmin } from "./auth/admin-accounts.js";
import { ConfigError, loadConfig } from "./platform/config.js";
import { openDatabase } from "./db/client.js";
import { releaseAllLeases } from "./db/leases.js";
import { backupDatabase } from "./db/backup/backup-database.js";
import { backupSocketPath, serveBackups } from "./db/backup/backup-socket.js";
import { DatabaseInUseError } from "./db/pglite-lock.js";
import { vacuumAndAnalyze } from "./db/vacuum-and-analyze.js";
import { migrateAndSeed } from "./db/migrate.js";
import { buildUserAgent, createFetcher } from "./feeds/fetch/fetcher.js";
import { createLogger } from "./platform/log.js";
import { hearOtherInstances } from "./platform/other-instances.js";
import { createMailer } from "./mail/mailer.js";
import { createHealthCollector } from "./diagnostics/health/collector.js";
import { OwnHttpServer } from "./diagnostics/health/own-http-server.js";
import { machineProbes } from "./diagnostics/health/probes.js";
import { SystemLogSink } from "./platform/log-sink/system-log-sink.js";
import { createReadiness } from "./diagnostics/readiness.js";
import { buildApp } from "./server/app.js";
import { startProbeServer } from "./server/probe-server.js";
import { ShuttingDownError } from "./platform/errors.js";
import { picturesFromConfig } from "./pictures/pictures-from-config.js";
import { IndexNow } from "./seo/indexnow.js";
import { createPlatformClients } from "./social/platforms/index.js";
import { releaseQueuedClaims, settleInterruptedSends } from "./social/settle-post.js";
import { createSocialQueue } from "./social/social-queue.js";
import { createSiteReservations } from "./feeds/reservations/site-reservations.js";
import { workerJobs } from "./worker/jobs.js";
import { keepOwnership } from "./worker/ownership.js";
import { startScheduler } from "./worker/scheduler.js";

/** A stop takes at most this long, whatever providers and feeds do; orchestrators commonly kill at 10 s. */
const SHUTDOWN_DEADLINE_MS = 8_000;
/** Of which releasing claims and leases at the deadline may take this long. */
const RELEASE_AT_DEADLINE_MS = 1_000;

function printCredentials(email: string, password: string): void {
  const lines = ["Rassegna: first administrator created", `  e-mail:   ${email}`, `  password: ${password}`, "This password is shown only once. Change it with: npm run admin -- set-password " + email];
  process.stdout.write(`\n${lines.join("\n")}\n\n`);
}

/** Starts the program in its configured role; resolves once it serves (web) or schedules (worker). */
async function main(): Promise<void> {
  // A signal during start-up (migrations, first admin) is honoured once start-up is done.
  let pendingSignal: string | undefined;
  let onSignal = (signal: string) => void (pendingSignal ??= signal);
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));

  const config = loadConfig();
  // Events with a category reach Diagnostica's log (system_logs); buffered until the database is open.
  const systemLog = new SystemLogSink();
  const logger = createLogger(config.logLevel, process.stdout, systemLog);
  if (!config.databaseUrl && config.role !== "all") {
    logger.warn("ROLE=%s on the embedded database: PGlite lives in one process, so the other role must run in this one too. Set DATABASE_URL to split roles.", config.role);
  }
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite"), migrateNewInChild: true });
  await migrateAndSeed(handle);
  systemLog.attach(handle.db, (fields, message) => logger.warn(fields, message));
  if (handle.engine === "pglite") {
    // Nothing else can hold a lease or a claim on the embedded database: any left is a crashed run's.
    await releaseAllLeases(handle.db);
    await releaseAllClaims(handle.db);
    // A post left "sending" by a crashed run is never sent again: its outcome is unknown (docs/architecture.md#social-posting).
    await settleInterruptedSends(handle.db, new Date(), { everyone: true });
    await releaseQueuedClaims(handle.db);
    // No autovacuum in PGlite: vacuum and fresh statistics at start, then hourly (worker job). A database just
    // created has empty tables: its first vacuum waits for the hourly job (its catalogues cost ~14 MB resident).
    if (!handle.createdNow) await vacuumAndAnalyze(handle.db);
  }
  const firstAdmin = await ensureFirstAdmin(handle.db, config.adminEmail, config.adminPassword);
  if (firstAdmin?.generatedPassword) printCredentials(firstAdmin.email, firstAdmin.generatedPassword);
  else if (firstAdmin) logger.info({ category: "security", email: firstAdmin.email }, "first administrator created from ADMIN_EMAIL/ADMIN_PASSWORD");

  const ownership = keepOwnership(handle.db, logger);
  // Aborted on SIGTERM/SIGINT: provider calls and syncs end at once, and their work goes back to the queue.
  const stop = new AbortController();
  const stopping = stop.signal;
  const secret = loadAppSecret(config.appSecret, config.dataDir);
  const fetcher = createFetcher({ userAgent: buildUserAgent(config.publicUrl), allowPrivateNetwork: config.allowPrivateNetwork });
  const aiFetch = createAiFetch({ allowPrivateNetwork: config.allowPrivateNetwork });
  // One per process: the web role serves the pictures, the worker's daily cleanup sweeps the same folder's orphans.
  const pictures = picturesFromConfig(config, { db: handle.db, logger, stopping });
  // With INDEXNOW_KEY, each publish that creates or updates a story page announces it (seo/indexnow.ts).
  const indexNow = config.indexNow && new IndexNow({ ...config.indexNow, publicUrl: config.publicUrl, fetch: aiFetch, logger });
  const afterPublish = indexNow && ((articleId: string) => indexNow.afterPublish(handle.db, articleId));
  const aiQueue = config.role === "web" ? undefined : startAiQueue({ db: handle.db, aiFetch, logger, stopping, ...(afterPublish && { afterPublish }) });
  const social =
    config.role === "web"
      ? undefined
      : createSocialQueue({
          db: handle.db,
          clients: createPlatformClients({ apis: config.socialApis, allowPrivateNetwork: config.allowPrivateNetwork }),
          publicUrl: config.publicUrl,
          logger,
          stopping,
        });
  const stopSocialWake = social?.listen();
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  // One collector per process: the worker's minute and "Aggiorna Ora" share its CPU sample and its memory of an outage.
  // Without a web server (ROLE=worker) its readings carry no HTTP figures and say so (scope "no_http").
  const ownHttp = config.role === "worker" ? undefined : new OwnHttpServer();
  const health = createHealthCollector({ db: handle.db, logger, probes: machineProbes({ db: handle.db, dataDir: config.dataDir, ...(ownHttp && { server: ownHttp }) }) });
  const backup = (file: string) => backupDatabase(handle, file, { databaseUrl: config.databaseUrl });
  // The embedded database is this process's alone: `npm run admin -- backup` asks it over this socket (db/backup/backup-socket.ts).
  const stopBackupSocket =
    handle.engine === "pglite"
      ? await serveBackups(backupSocketPath(config.dataDir), backup).catch((error: unknown) => {
          logger.warn({ err: error }, "could not open the backup socket: `npm run admin -- backup` needs the server stopped");
          return undefined;
        })
      : undefined;
  // The publishers' TDMRep rules, each site's read once a day by the scheduled syncs (src/feeds/reservations).
  const reservations = createSiteReservations(fetcher);
  const jobs = workerJobs({ db: handle.db, fetcher, stopping, reservations }, logger, {
    embeddedDatabase: handle.engine === "pglite",
    mailer,
    publicUrl: config.publicUrl,
    health,
    social,
    backup,
    pictures,
    secret,
  });
  const stopScheduler = config.role === "web" ? async () => {} : startScheduler(jobs, { db: handle.db, logger, stopping });
  const stopWorker = async () => {
    stopSocialWake?.();
    await stopScheduler();
    await aiQueue?.stop();
    await indexNow?.flush();
  };
  // A server's caches drop at once on another instance's change (docs/architecture.md#instances-that-agree);
  // the worker keeps no copy of public content.
  const otherInstances = config.databaseUrl && config.role !== "worker" ? hearOtherInstances(config.databaseUrl, logger) : undefined;
  const server = config.role === "worker" ? undefined : await buildApp({ config, db: handle.db, secret, fetcher, aiFetch, stopping, health, pictures, afterPublish }, { logger });
  if (server) {
    ownHttp?.attach(server.app.server);
    await server.app.listen({ port: config.port, host: config.host });
  }
  // Kept up until the process exits: during a stop it answers 503 on /readyz, as the main port does.
  const probes =
    server && config.probePort
      ? await startProbeServer({ host: config.host, port: config.probePort, readiness: createReadiness(handle.db), shuttingDown: () => server.state.shuttingDown })
      : undefined;
  logger.info({ category: "system", role: config.role, engine: handle.engine, url: config.publicUrl, probe_port: probes?.port }, "Rassegna started");

  let startedAt = 0;
  let step = "";
  const elapsed = () => Math.round(performance.now() - startedAt);

  /** When the stop cannot end cleanly: claims and leases go back anyway (bounded), so no instance waits a minute for them. */
  const releaseAndExit = async () => {
    const released = await Promise.race([
      ownership.release().catch(() => null),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), RELEASE_AT_DEADLINE_MS)),
    ]);
    if (released) logger.warn(released, "released this process's article claims and leases");
    else logger.warn("could not release this process's claims and leases: they lapse within a minute");
    process.exit(1);
  };

  const shutdown = async (signal: string) => {
    if (stopping.aborted) return;
    startedAt = performance.now();
    logger.info({ category: "system", signal }, "shutting down: cutting AI calls and syncs, finishing other requests in flight");
    if (server) server.state.shuttingDown = true;
    stop.abort(new ShuttingDownError());
    setTimeout(() => {
      logger.error({ category: "system", waiting_for: step, after_ms: elapsed() }, "shutdown deadline reached: cutting what still runs");
      void releaseAndExit();
    }, SHUTDOWN_DEADLINE_MS);
    try {
      step = "requests in flight";
      await server?.app.close();
      step = "the scheduler and the AI queue";
      await stopWorker();
      step = "releasing claims and leases";
      const released = await ownership.release();
      if (released.claims > 0 || released.leases > 0) logger.info(released, "released this process's article claims and leases");
      step = "closing connections and the database";
      await fetcher.close();
      await pictures.close();
      await otherInstances?.close();
      await stopBackupSocket?.();
      // The last lines of the system log go out before the database closes; later ones reach only the console.
      await systemLog.close();
      await handle.close();
      logger.info({ stop_ms: elapsed() }, "shutdown complete");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error, during: step }, "shutdown failed");
      await releaseAndExit();
    }
  };
  onSignal = (signal) => void shutdown(signal);
  if (pendingSignal) await shutdown(pendingSignal);
}

main().catch((error: unknown) => {
  // Expected refusals read as one line; anything else keeps its stack for the operator.
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Rassegna failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
