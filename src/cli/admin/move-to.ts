import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "../../db/client.js";
import { DatabaseInUseError } from "../../db/pglite-lock.js";
import { moveDatabase, type MoveReport } from "../../db/transfer/move-database.js";
import { MoveRefusedError, withoutPassword } from "../../db/transfer/move-refused-error.js";
import { loadConfig } from "../../platform/config.js";
import { UsageError, type AdminCommand } from "./command.js";

/** What the operator reads at the end: what moved, how long it took, and the one line to change. */
function summary(report: MoveReport, pgliteDir: string, targetUrl: string): string {
  const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
  return [
    `Moved ${report.tables.length} tables (${rows.toLocaleString("en")} rows) to ${withoutPassword(targetUrl)} in ${(report.milliseconds / 1000).toFixed(1)} s;` +
      ` every table's row count and checksum match${report.sequences ? `, and its ${report.sequences} sequences are set` : ""}.`,
    `The embedded database in ${pgliteDir} is left as it was: remove it once the server runs well on PostgreSQL.`,
    "Now add this one line to the server's environment (its .env file, or the service's environment) and start it again:",
    `  DATABASE_URL=${targetUrl}`,
    "Keep DATA_DIR as it is: unless APP_SECRET is set, it holds the key that keeps everyone signed in.",
  ].join("\n");
}

/** `move-to URL`: copies the embedded database into an empty PostgreSQL database (src/db/transfer/). */
export const moveToCommand: AdminCommand = {
  usage: "move-to POSTGRES_URL   copy the embedded database into an empty PostgreSQL database (stop the server first)",
  async run(args) {
    const [targetUrl] = args;
    if (!targetUrl || args.length > 1) throw new UsageError("move-to takes one argument: the URL of an empty PostgreSQL database.");
    if (!/^postgres(ql)?:\/\/./i.test(targetUrl)) {
      throw new UsageError(`"${withoutPassword(targetUrl)}" is not a PostgreSQL URL; give one like postgres://user:password@host:5432/rassegna.`);
    }
    const config = loadConfig();
    if (config.databaseUrl) {
      throw new MoveRefusedError("DATABASE_URL is set, so this installation already uses PostgreSQL: move-to copies the embedded database, which runs when DATABASE_URL is unset.");
    }
    const pgliteDir = path.join(config.dataDir, "pglite");
    if (!fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) {
      throw new MoveRefusedError(`There is no embedded database in ${pgliteDir} (DATA_DIR is ${config.dataDir}): nothing to move.`);
    }
    let source;
    try {
      source = await openDatabase({ pgliteDir });
    } catch (error) {
      if (error instanceof DatabaseInUseError) throw new DatabaseInUseError(`Stop the server first: ${error.message}`);
      throw error;
    }
    try {
      process.stdout.write(`Moving the embedded database in ${pgliteDir} to ${withoutPassword(targetUrl)}...\n`);
      const report = await moveDatabase({ source, targetUrl, onProgress: (line) => process.stdout.write(`${line}\n`) });
      return summary(report, pgliteDir, targetUrl);
    } finally {
      await source.close();
    }
  },
};
