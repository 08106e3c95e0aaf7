import type { FastifyInstance } from "fastify";
import { pingDatabase } from "../../db/ping.js";
import { healthSchema } from "../../shared/health.js";
import type { ServerDeps } from "../context.js";

const HEALTH_SCHEMA = {
  tags: ["health"],
  summary: "Whether the server and its database answer",
  response: { 200: healthSchema, 503: healthSchema.describe("Database unreachable, or shutting down") },
};

/** GET /api/health: 200 when the server and its database answer, 503 otherwise or while shutting down. */
export function healthRoutes(app: FastifyInstance, deps: ServerDeps, state: { shuttingDown: boolean }): void {
  app.get("/api/health", { config: { public: true }, schema: HEALTH_SCHEMA }, async (_request, reply) => {
    if (state.shuttingDown) return reply.status(503).send({ status: "shutting_down", database: "unknown" });
    const started = performance.now();
    try {
      await pingDatabase(deps.db);
    } catch (error) {
      app.log.error({ err: error }, "health check: database unreachable");
      return reply.status(503).send({ status: "error", database: "unreachable" });
    }
    return {
      status: "ok",
      database: "ok",
      database_ms: Math.round((performance.now() - started) * 10) / 10,
      uptime_s: Math.round(process.uptime()),
    };
  });
}
