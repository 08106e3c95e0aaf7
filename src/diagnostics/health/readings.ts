import { desc } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { systemHealthMetrics } from "../../db/schema/index.js";
import type { HealthReading } from "../../shared/health.js";

type ReadingRow = typeof systemHealthMetrics.$inferSelect;
export type NewReading = Omit<HealthReading, "id" | "timestamp"> & { timestamp: Date };

function toView(row: ReadingRow): HealthReading {
  return {
    id: row.id,
    timestamp: row.timestamp.toISOString(),
    status: row.status as HealthReading["status"],
    cpu_usage: row.cpu_usage,
    memory_usage: row.memory_usage,
    disk_usage: row.disk_usage,
    active_connections: row.active_connections,
    api_response_time: row.api_response_time,
    database_query_time: row.database_query_time,
    scope: row.scope as HealthReading["scope"],
  };
}

/** Stores one reading in system_health_metrics and answers it as the API gives it. */
export async function storeReading(db: Database, reading: NewReading): Promise<HealthReading> {
  const [row] = await db
    .insert(systemHealthMetrics)
    .values({
      timestamp: reading.timestamp,
      status: reading.status,
      cpu_usage: reading.cpu_usage,
      memory_usage: reading.memory_usage,
      disk_usage: reading.disk_usage,
      active_connections: reading.active_connections,
      api_response_time: reading.api_response_time,
      database_query_time: reading.database_query_time,
      scope: reading.scope,
    })
    .returning();
  return toView(row!);
}

/** The latest `limit` readings, newest first (GET /api/admin/health). */
export async function listHealthReadings(db: Database, limit: number): Promise<HealthReading[]> {
  const rows = await db.select().from(systemHealthMetrics).orderBy(desc(systemHealthMetrics.timestamp), desc(systemHealthMetrics.id)).limit(limit);
  return rows.map(toView);
}
