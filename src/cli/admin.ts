/**
 * `npm run admin -- <command>`: account tasks on the configured database.
 *   set-password EMAIL   create the admin or reset its password (stdin or prompt)
 */
import path from "node:path";
import { z } from "zod";
import { normalizeEmail, setAdminPassword } from "../auth/admin-accounts.js";
import { ConfigError, loadConfig } from "../platform/config.js";
import { openDatabase } from "../db/client.js";
import { migrateAndSeed } from "../db/migrate.js";
import { readPassword } from "./read-password.js";

const USAGE = "Usage: npm run admin -- set-password EMAIL   (the password comes from stdin or a prompt)";
const MIN_PASSWORD = 12;

async function setPassword(emailArgument: string | undefined): Promise<string> {
  const email = z.email().safeParse(emailArgument?.trim());
  if (!email.success) throw new UsageError(`"${emailArgument ?? ""}" is not an e-mail address.\n${USAGE}`);
  const password = await readPassword();
  if (password.length < MIN_PASSWORD) throw new UsageError(`The password must be at least ${MIN_PASSWORD} characters long.`);

  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite") });
  try {
    await migrateAndSeed(handle);
    const { created } = await setAdminPassword(handle.db, email.data, password);
    const address = normalizeEmail(email.data);
    return created ? `Created administrator ${address}.` : `Password changed for ${address}; its open sessions were signed out and its sign-in limits cleared.`;
  } finally {
    await handle.close();
  }
}

class UsageError extends Error {}

async function run(argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  if (command === "set-password") return setPassword(rest[0]);
  throw new UsageError(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
}

run(process.argv.slice(2)).then(
  (message) => {
    process.stdout.write(`${message}\n`);
  },
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigError || (error instanceof Error && error.name === "DatabaseInUseError");
    process.stderr.write(`${known ? (error as Error).message : `admin command failed: ${String(error)}`}\n`);
    process.exitCode = 1;
  },
);
