import { pingDatabaseWithin } from "../../db/ping.js";
import type { Database } from "../../db/database.js";
import { timeOwnHealthRoute } from "./api-response-time.js";
import { createCpuSampler } from "./cpu-usage.js";
import { findDataVolume, type MeasuredVolume } from "./database-volume.js";
import { type DiskUse, readDiskUse } from "./disk-usage.js";
import { readMemoryUse } from "./memory-usage.js";
import type { OwnHttpServer } from "./own-http-server.js";

/** What only a process serving HTTP can measure. */
export interface HttpFigures {
  connections: number;
  /** Null when the request to its own health route failed (refused, timed out). */
  apiMs: number | null;
}

/**
 * The readers of one health reading. The defaults (machineProbes) read the
 * real machine; tests hand in their own, a full disk or a slow database,
 * without touching modules.
 */
export interface HealthProbes {
  /** Host CPU in use, percent. */
  cpu(): Promise<number>;
  /** Memory in use, percent (of the host, or of a lower cgroup limit). */
  memory(): Promise<number>;
  /** The data volume's fill, percent, and the path measured. */
  disk(): Promise<DiskUse>;
  /** A timed `select 1`, ms; rejects when the database does not answer. */
  database(): Promise<number>;
  /** Connections and API time, or null in a process that serves no HTTP. */
  http(): Promise<HttpFigures | null>;
}

/** A database that gives no answer to `select 1` within this time counts as unreachable. */
export const DATABASE_PING_TIMEOUT_MS = 10_000;

export interface MachineProbeOptions {
  db: Database;
  /** DATA_DIR: PGlite's home, and the fallback volume on PostgreSQL. */
  dataDir: string;
  /** This process's web server; absent in the worker role. */
  server?: OwnHttpServer;
}

/** The readers of this machine (docs/product.md#health-collection); one set per process, so CPU use is measured since its previous reading. */
export function machineProbes(options: MachineProbeOptions): HealthProbes {
  const { db, dataDir, server } = options;
  const cpu = createCpuSampler();
  // Found once: where the data lives does not move while the process runs. A failed lookup is tried again next time.
  let volume: Promise<MeasuredVolume> | undefined;
  return {
    cpu,
    memory: async () => (await readMemoryUse()).percent,
    async disk() {
      volume ??= findDataVolume(db, dataDir).catch((error: unknown) => {
        volume = undefined;
        throw error;
      });
      return readDiskUse((await volume).path);
    },
    database: () => pingDatabaseWithin(db, DATABASE_PING_TIMEOUT_MS),
    async http() {
      const address = server?.address();
      if (!server || !address) return null;
      // Counted before the timed request, whose own connection would add one.
      const connections = await server.connections();
      const apiMs = await timeOwnHealthRoute(address).catch(() => null);
      return { connections, apiMs };
    },
  };
}
