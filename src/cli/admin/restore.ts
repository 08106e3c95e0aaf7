import path from "node:path";
import { loadConfig } from "../../platform/config.js";
import { openDatabase } from "../../db/client.js";
import { restorePglite, restorePostgres, type RestoreResult } from "../../db/backup/restore-database.js";
import { backupFileArguments, type AdminCommand } from "./command.js";

/**
 * `restore FILE [--force]`: puts a backup back. A database that holds data
 * is replaced only with --force, and what it held is kept (PGlite: the old
 * directory renamed; PostgreSQL: a backup written first). PGlite needs the
 * server stopped.
 */
export const restoreCommand: AdminCommand = {
  usage: "restore FILE [--force]   restore a backup (--force replaces existing data, keeping a copy; PGlite: stop the server first)",
  async run(args) {
    const { file, flagged: force } = backupFileArguments(args, "--force");
    const source = path.resolve(file);
    const config = loadConfig();
    let result: RestoreResult;
    let advice: string;
    if (config.databaseUrl) {
      const handle = await openDatabase({ databaseUrl: config.databaseUrl });
      try {
        result = await restorePostgres(handle, config.databaseUrl, source, { force });
      } finally {
        await handle.close();
      }
      advice = "Restart the running instances: their caches still hold what was there before.";
    } else {
      result = await restorePglite(path.join(config.dataDir, "pglite"), source, { force });
      advice = "Start the server: it applies any newer migrations to the restored data.";
    }
    const kept = result.previous ? `\nThe data it replaced is kept in ${result.previous}; delete it once the site looks right.` : "";
    return `Restored ${source} in ${(result.durationMs / 1000).toFixed(1)} s.${kept}\n${advice}`;
  },
};
