import { statfs } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { isEmbeddedDatabase, queryRows, type Database } from "../../db/database.js";

/** The directory whose volume the health reading measures, and why that one. */
export interface MeasuredVolume {
  path: string;
  /** "data_dir": DATA_DIR (PGlite's home, or the fallback); "database": PostgreSQL's own data directory on this host. */
  of: "data_dir" | "database";
}

/** Loopback addresses, or none at all (a Unix socket): the server runs on this host. */
function isLocalServer(address: string | null): boolean {
  if (address === null) return true;
  const bare = address.replace(/\/\d+$/, "");
  return bare === "::1" || bare.startsWith("127.") || bare === "::ffff:127.0.0.1";
}

/**
 * Which directory holds the data (docs/decisions.md#health-probes-and-metrics):
 * DATA_DIR on PGlite. On PostgreSQL, the server's data directory when the
 * server is on this host (reached through loopback or a socket) and the
 * role may read `data_directory` (a superuser, or pg_read_all_settings);
 * otherwise DATA_DIR, which then measures this host's disk, not the database's.
 */
export async function findDataVolume(db: Database, dataDir: string): Promise<MeasuredVolume> {
  const fallback: MeasuredVolume = { path: dataDir, of: "data_dir" };
  if (isEmbeddedDatabase(db)) return fallback;
  const [server] = await queryRows<{ address: string | null }>(db, sql`select inet_server_addr()::text as address`);
  if (!isLocalServer(server?.address ?? null)) return fallback;
  let directory: string | undefined;
  try {
    const [row] = await queryRows<{ directory: string }>(db, sql`select current_setting('data_directory') as directory`);
    directory = row?.directory;
  } catch {
    // Not a superuser nor a member of pg_read_all_settings: the setting is hidden.
    return fallback;
  }
  if (!directory) return fallback;
  try {
    // A server in a container publishes its port on loopback, but its directory is not on this file system.
    await statfs(directory);
  } catch {
    return fallback;
  }
  return { path: directory, of: "database" };
}
