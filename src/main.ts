import path from "node:path";
import pino from "pino";
import { createAiFetch } from "./ai/ai-fetch.js";
import { startAiQueue } from "./ai/ai-queue.js";
import { releaseAllClaims } from "./ai/claim-articles.js";
import { loadAppSecret } from "./auth/app-secret.js";
import { ensureFirstAdmin } from "./auth/admin-accounts.js";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { releaseAllLeases } from "./db/leases.js";
import { DatabaseInUseError } from "./db/pglite-lock.js";
import { vacuumAndAnalyze } from "./db/vacuum-and-analyze.js";
import { migrateAndSeed } from "./db/migrate.js";
import { buildUserAgent, createFetcher } from "./feeds/fetch/fetcher.js";
import { buildApp } from "./server/app.js";
import { workerJobs } from "./worker/jobs.js";
import { keepOwnership } from "./worker/ownership.js";
import { startScheduler } from "./worker/scheduler.js";

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
  const logger = pino({ level: config.logLevel });
  if (!config.databaseUrl && config.role !== "all") {
    logger.warn("ROLE=%s on the embedded database: PGlite lives in one process, so the other role must run in this one too. Set DATABASE_URL to split roles.", config.role);
  }
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite") });
  await migrateAndSeed(handle);
  if (handle.engine === "pglite") {
    // Nothing else can hold a lease or a claim on the embedded database: any left is a crashed run's.
    await releaseAllLeases(handle.db);
    await releaseAllClaims(handle.db);
    // No autovacuum in PGlite: vacuum and fresh statistics at start, then hourly (worker job).
    await vacuumAndAnalyze(handle.db);
  }
  const firstAdmin = await ensureFirstAdmin(handle.db, config.adminEmail, config.adminPassword);
  if (firstAdmin?.generatedPassword) printCredentials(firstAdmin.email, firstAdmin.generatedPassword);
  else if (firstAdmin) logger.info({ email: firstAdmin.email }, "first administrator created from ADMIN_EMAIL/ADMIN_PASSWORD");

  const ownership = keepOwnership(handle.db, logger);
  const secret = loadAppSecret(config.appSecret, config.dataDir);
  const fetcher = createFetcher({ userAgent: buildUserAgent(config.publicUrl), allowPrivateNetwork: config.allowPrivateNetwork });
  const aiFetch = createAiFetch({ allowPrivateNetwork: config.allowPrivateNetwork });
  const aiQueue = config.role === "web" ? undefined : startAiQueue({ db: handle.db, aiFetch, logger });
  const stopScheduler = config.role === "web" ? async () => {} : startScheduler(workerJobs({ db: handle.db, fetcher }, logger, { aiQueue, embeddedDatabase: handle.engine === "pglite" }), logger);
  const stopWorker = async () => {
    await stopScheduler();
    await aiQueue?.stop();
  };
  const server = config.role === "worker" ? undefined : await buildApp({ config, db: handle.db, secret, fetcher, aiFetch, aiQueue }, { logger });
  if (server) {
    await server.app.listen({ port: config.port, host: config.host });
  }
  logger.info({ role: config.role, engine: handle.engine, url: config.publicUrl }, "Rassegna started");

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    if (server) server.state.shuttingDown = true;
    try {
      await server?.app.close();
      await stopWorker();
      const released = await ownership.release();
      if (released.claims > 0 || released.leases > 0) logger.info(released, "released this process's article claims and leases");
      await fetcher.close();
      await handle.close();
      logger.info("shutdown complete");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
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
