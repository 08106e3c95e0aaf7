import { z } from "zod";
import { HEALTH_SCOPES, HEALTH_STATUSES, LIMITS } from "./constants.js";

/** GET /api/health: 200 with timings when all is well, 503 with the failing part otherwise. */
export const healthSchema = z.object({
  status: z.enum(["ok", "error", "shutting_down"]),
  database: z.enum(["ok", "unreachable", "unknown"]),
  database_ms: z.number().optional(),
  uptime_s: z.number().int().optional(),
});

/**
 * One reading of system_health_metrics as the admin API gives it
 * (docs/product.md#health-collection). A process without an HTTP server (the
 * worker role) cannot count connections or time its own API: those two are
 * null, and `scope` says why.
 */
export const healthReadingSchema = z.object({
  id: z.string(),
  timestamp: z.iso.datetime(),
  status: z.enum(HEALTH_STATUSES),
  /** Percent, 0-100. */
  cpu_usage: z.number(),
  memory_usage: z.number(),
  disk_usage: z.number(),
  /** Open HTTP connections of the web server that took the reading; null from a worker without HTTP. */
  active_connections: z.number().int().nullable(),
  /** ms of a request to the server's own /api/health; null from a worker without HTTP. */
  api_response_time: z.number().nullable(),
  /** ms of a timed `select 1`. */
  database_query_time: z.number(),
  /** "full" from a process serving HTTP; "no_http" from a worker, which measures what it can. */
  scope: z.enum(HEALTH_SCOPES),
});
export type HealthReading = z.infer<typeof healthReadingSchema>;

/** GET /api/admin/health?limit=20: the latest readings, newest first. */
export const healthListQuerySchema = z.object({
  limit: z.coerce
    .number("limit must be a number")
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(LIMITS.healthHistory.max, `limit must be at most ${LIMITS.healthHistory.max}`)
    .default(LIMITS.healthHistory.fallback),
});
export const healthListSchema = z.object({ readings: z.array(healthReadingSchema) });
export type HealthList = z.infer<typeof healthListSchema>;

/** POST /api/functions/collect-system-health: the reading just taken and stored. */
export const collectHealthResponseSchema = z.object({ success: z.boolean(), data: healthReadingSchema });
export type CollectHealthResponse = z.infer<typeof collectHealthResponseSchema>;
