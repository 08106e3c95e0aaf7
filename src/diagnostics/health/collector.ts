import os from "node:os";
import type { Logger } from "pino";
import type { Database } from "../../db/database.js";
import { DatabaseUnreachableError } from "../../platform/errors.js";
import type { HealthAlert, HealthReading } from "../../shared/health.js";
import { alertDiskFull } from "./disk-alert.js";
import { DatabaseOutage } from "./database-outage.js";
import { currentAlerts } from "./health-alerts.js";
import type { HealthProbes } from "./probes.js";
import { storeReading } from "./readings.js";
import { sustainedStatus } from "./sustained-status.js";

export interface HealthCollectorOptions {
  db: Database;
  probes: HealthProbes;
  logger?: Pick<Logger, "error" | "warn">;
  now?: () => Date;
  /** Named in the disk alert: several machines may share one database. */
  host?: string;
}

/** A reading just stored, and the figures sustained past a threshold as of it (which made its status). */
export interface HealthCheck {
  reading: HealthReading;
  alerts: HealthAlert[];
}

/** Takes health readings (docs/product.md#health-collection); one per process, shared by the worker's job and the route. */
export interface HealthCollector {
  /** Reads, stores and answers one reading; throws DatabaseUnreachableError when the database does not answer. */
  collect(): Promise<HealthCheck>;
}

/** One decimal place: the stored figures, and so the status, are what the screen shows. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * A collector over the given probes. A reading's status is the sustained one:
 * a figure past a threshold in every reading of the last 5 minutes, this one
 * included, not this reading alone. Each reading also applies the health
 * severities of docs/product.md#operational-data: the disk above 90 % writes
 * a critical error (at most hourly), and a database that does not answer is
 * remembered and written once it answers again.
 */
export function createHealthCollector(options: HealthCollectorOptions): HealthCollector {
  const { db, probes } = options;
  const now = options.now ?? (() => new Date());
  const host = options.host ?? os.hostname();
  const outage = new DatabaseOutage(options.logger);

  return {
    async collect() {
      const timestamp = now();
      let databaseMs: number;
      try {
        databaseMs = await probes.database();
      } catch (error) {
        outage.noticed(timestamp, error);
        throw new DatabaseUnreachableError();
      }
      await outage.answered(db, timestamp);
      const [cpu, memory, disk] = await Promise.all([probes.cpu(), probes.memory(), probes.disk()]);
      const http = await probes.http();
      const figures = { cpu: tenth(cpu), memory: tenth(memory), disk: tenth(disk.percent), databaseMs: tenth(databaseMs) };
      const alerts = await currentAlerts(db, { at: timestamp, ...figures });
      const reading = await storeReading(db, {
        timestamp,
        status: sustainedStatus(alerts),
        cpu_usage: figures.cpu,
        memory_usage: figures.memory,
        disk_usage: figures.disk,
        active_connections: http?.connections ?? null,
        api_response_time: http?.apiMs == null ? null : tenth(http.apiMs),
        database_query_time: figures.databaseMs,
        scope: http ? "full" : "no_http",
      });
      await alertDiskFull(db, { ...disk, percent: figures.disk }, timestamp, host);
      return { reading, alerts };
    },
  };
}

/** The worker's job each minute: a reading. A database that is down was logged and remembered by the collector: the job does not fail for it. */
export async function collectOnSchedule(collector: HealthCollector): Promise<void> {
  try {
    await collector.collect();
  } catch (error) {
    if (!(error instanceof DatabaseUnreachableError)) throw error;
  }
}
