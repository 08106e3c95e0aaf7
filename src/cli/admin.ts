/**
 * `npm run admin -- <command>`: operator tasks on the configured database.
 * Each command lives in src/cli/admin/ and is listed here once.
 */
import { ConfigError } from "../platform/config.js";
import { backupCommand } from "./admin/backup.js";
import { UsageError, type AdminCommand } from "./admin/command.js";
import { moveToCommand } from "./admin/move-to.js";
import { restoreCommand } from "./admin/restore.js";
import { setPasswordCommand } from "./admin/set-password.js";

const COMMANDS: Record<string, AdminCommand> = {
  "set-password": setPasswordCommand,
  "move-to": moveToCommand,
  backup: backupCommand,
  restore: restoreCommand,
};

const USAGE = ["Usage: npm run admin -- <command>", ...Object.values(COMMANDS).map((command) => `  ${command.usage}`)].join("\n");

async function run(argv: string[]): Promise<string> {
  const [name, ...rest] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) throw new UsageError(name ? `Unknown command "${name}".` : "No command given.");
  return command.run(rest);
}

run(process.argv.slice(2)).then(
  (message) => {
    process.stdout.write(`${message}\n`);
  },
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigError || (error instanceof Error && (error.name === "DatabaseInUseError" || error.name === "MoveRefusedError" || error.name === "BackupError" || error.name === "RestoreRefusedError"));
    const message = known ? (error as Error).message : `admin command failed: ${String(error)}`;
    process.stderr.write(`${message}${error instanceof UsageError ? `\n${USAGE}` : ""}\n`);
    process.exitCode = 1;
  },
);
