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

/** The figures the status rule has thresholds for: CPU, memory and disk in percent, the DB query in ms. */
export const HEALTH_FIGURES = ["cpu", "memory", "disk", "database"] as const;
export type HealthFigure = (typeof HEALTH_FIGURES)[number];

/**
 * A figure past a threshold in every reading of the last 5 minutes
 * (docs/product.md#health-collection): what makes the status "warning" or
 * "critical", and since which reading it has been so.
 */
export const healthAlertSchema = z.object({
  figure: z.enum(HEALTH_FIGURES),
  level: z.enum(["warning", "critical"]),
  /** The first reading of the unbroken run past the threshold. */
  since: z.iso.datetime(),
  /** The latest reading of the run, which the status is as of. */
  until: z.iso.datetime(),
});
export type HealthAlert = z.infer<typeof healthAlertSchema>;

/** GET /api/admin/health?limit=20: the latest readings, newest first. */
export const healthListQuerySchema = z.object({
  limit: z.coerce
    .number("limit must be a number")
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(LIMITS.healthHistory.max, `limit must be at most ${LIMITS.healthHistory.max}`)
    .default(LIMITS.healthHistory.fallback),
});
/** The readings, and the figures sustained past a threshold as of the latest one (gravest first; empty when healthy). */
export const healthListSchema = z.object({ readings: z.array(healthReadingSchema), alerts: z.array(healthAlertSchema) });
export type HealthList = z.infer<typeof healthListSchema>;

/** POST /api/functions/collect-system-health: the reading just taken and stored, and the alerts as of it. */
export const collectHealthResponseSchema = z.object({ success: z.boolean(), data: healthReadingSchema, alerts: z.array(healthAlertSchema) });
export type CollectHealthResponse = z.infer<typeof collectHealthResponseSchema>;
