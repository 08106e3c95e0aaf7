import { execFile } from "node:child_process";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../database.js";

/** pg_dump and pg_restore of the PostgreSQL client package (Debian: postgresql-client). */
export type PgTool = "pg_dump" | "pg_restore";

/** The major version of an installed client tool, or null when it is not installed. */
export async function toolMajor(tool: PgTool): Promise<number | null> {
  try {
    const output = await run(tool, ["--version"]);
    const match = /\)\s*(\d+)/.exec(output) ?? /(\d+)\.\d+/.exec(output);
    return match ? Number(match[1]) : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** The server's major version (15 for 15.4). */
export async function serverMajor(db: Database): Promise<number> {
  const [row] = await queryRows<{ version: string }>(db, sql`select current_setting('server_version_num') as version`);
  return Math.floor(Number(row?.version) / 10_000);
}

/**
 * Why pg_dump cannot dump this server, or null when it can: it refuses a
 * server of a newer major version (it would miss what that version added).
 */
export function pgDumpMismatch(clientMajor: number | null, server: number): string | null {
  if (clientMajor === null) return "pg_dump is not installed (Debian: apt install postgresql-client)";
  if (clientMajor < server) return `pg_dump ${clientMajor} cannot dump a PostgreSQL ${server} server (install postgresql-client-${server})`;
  return null;
}

/**
 * The connection as libpq's environment: the password never appears on a
 * command line, where any user of the machine could read it in `ps`.
 */
export function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  // Not configuration read here: the environment the child inherits anyway (PATH, locale), with the connection added.
  // eslint-disable-next-line no-restricted-syntax
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname.replace(/^\[|\]$/g, ""));
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  env.PGDATABASE = decodeURIComponent(url.pathname.slice(1));
  const host = url.searchParams.get("host");
  if (host) env.PGHOST = host;
  const sslmode = url.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs a client tool (in this process's environment unless `env` is given); rejects with its own words (stderr) when it fails. */
export function run(tool: PgTool, args: string[], env?: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve(`${stdout}`);
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return reject(error);
      reject(new Error(`${tool} failed: ${stderr.trim() || error.message}`));
    });
  });
}
