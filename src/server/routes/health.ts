import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { pingDatabase } from "../../db/ping.js";
import type { HealthCollector } from "../../diagnostics/health/collector.js";
import { currentAlerts } from "../../diagnostics/health/health-alerts.js";
import { listHealthReadings } from "../../diagnostics/health/readings.js";
import { collectHealthResponseSchema, healthListQuerySchema, healthListSchema, healthSchema } from "../../shared/health.js";
import type { ServerDeps } from "../context.js";

const HEALTH_SCHEMA = {
  tags: ["health"],
  summary: "Whether the server and its database answer",
  response: { 200: healthSchema, 503: healthSchema.describe("Database unreachable, or shutting down") },
};

/**
 * GET /api/health: 200 when the server and its database answer, 503 otherwise or while shutting down.
 * GET /api/admin/health: the latest health readings and the sustained alerts (docs/product.md#health-collection).
 * POST /api/functions/collect-system-health: a reading taken and stored now, under the original product's function name
 * (docs/product.md#server-functions).
 */
export function healthRoutes(app: FastifyInstance, deps: ServerDeps, state: { shuttingDown: boolean }, health: HealthCollector): void {
  app.get("/api/health", { config: { public: true }, schema: HEALTH_SCHEMA }, async (_request, reply) => {
    if (state.shuttingDown) return reply.status(503).send({ status: "shutting_down", database: "unknown" });
    const started = performance.now();
    try {
      await pingDatabase(deps.db);
    } catch (error) {
      app.log.error({ category: "database", err: error }, "health check: database unreachable");
      return reply.status(503).send({ status: "error", database: "unreachable" });
    }
    return {
      status: "ok",
      database: "ok",
      database_ms: Math.round((performance.now() - started) * 10) / 10,
      uptime_s: Math.round(process.uptime()),
    };
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/health",
    {
      schema: {
        tags: ["health"],
        summary: "The latest health readings, newest first, and the figures past a threshold for the last 5 minutes",
        querystring: healthListQuerySchema,
        response: { 200: healthListSchema },
      },
    },
    async (request) => ({ readings: await listHealthReadings(deps.db, request.query.limit), alerts: await currentAlerts(deps.db) }),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/functions/collect-system-health",
    {
      schema: {
        tags: ["health"],
        summary: "Take and store a health reading now (503 when the database does not answer)",
        response: { 200: collectHealthResponseSchema },
      },
    },
    async () => {
      const { reading, alerts } = await health.collect();
      return { success: true, data: reading, alerts };
    },
  );
}
