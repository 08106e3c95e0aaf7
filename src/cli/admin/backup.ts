import path from "node:path";
import { loadConfig } from "../../platform/config.js";
import { openDatabase } from "../../db/client.js";
import { backupDatabase, type BackupResult } from "../../db/backup/backup-database.js";
import { BackupError, checkWritableTarget } from "../../db/backup/backup-file.js";
import { backupSocketPath, requestBackup } from "../../db/backup/backup-socket.js";
import { holdsPgliteData } from "../../db/backup/pglite-dump.js";
import { DatabaseInUseError } from "../../db/pglite-lock.js";
import { describeBackup } from "./backup-words.js";
import { backupFileArguments, type AdminCommand } from "./command.js";

/**
 * `backup FILE [--logical]`: a consistent copy of the configured database,
 * taken while the server runs. On PGlite a running server holds the
 * database, so it is asked to write the file (over its socket); otherwise
 * the command opens the database itself.
 */
export const backupCommand: AdminCommand = {
  usage: "backup FILE [--logical]   write a backup of the database to FILE (PostgreSQL: pg_dump, or the logical export with --logical)",
  async run(args) {
    const { file, flagged: logical } = backupFileArguments(args, "--logical");
    const target = path.resolve(file);
    checkWritableTarget(target);
    const config = loadConfig();
    if (config.databaseUrl) {
      const handle = await openDatabase({ databaseUrl: config.databaseUrl });
      try {
        return describeBackup(await backupDatabase(handle, target, { databaseUrl: config.databaseUrl, logical }), "");
      } finally {
        await handle.close();
      }
    }
    const pgliteDir = path.join(config.dataDir, "pglite");
    if (!holdsPgliteData(pgliteDir)) throw new BackupError(`There is no embedded database in ${pgliteDir} (DATA_DIR=${config.dataDir}): nothing to back up.`);
    let result: BackupResult;
    let through = "";
    try {
      const handle = await openDatabase({ pgliteDir });
      try {
        result = await backupDatabase(handle, target);
      } finally {
        await handle.close();
      }
    } catch (error) {
      if (!(error instanceof DatabaseInUseError)) throw error;
      result = await requestBackup(backupSocketPath(config.dataDir), target);
      through = " by the running server";
    }
    return describeBackup(result, through);
  },
};
