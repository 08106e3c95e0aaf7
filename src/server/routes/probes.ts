import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createReadiness } from "../../diagnostics/readiness.js";
import type { ServerDeps } from "../context.js";

const liveSchema = z.object({ status: z.literal("ok") });
const readySchema = z.object({ status: z.enum(["ready", "not_ready"]) });

/**
 * The orchestrator's probes (docs/product.md#operational-data), public and
 * saying nothing beyond up or ready: GET /livez answers while the process
 * does; GET /readyz is 200 only when the database answers, has this build's
 * migrations, and the server is not shutting down, else 503.
 */
export function probeRoutes(app: FastifyInstance, deps: ServerDeps, state: { shuttingDown: boolean }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const readiness = createReadiness(deps.db);

  api.get("/livez", { schema: { tags: ["health"], summary: "The process answers", response: { 200: liveSchema } } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" as const };
  });

  api.get(
    "/readyz",
    {
      schema: {
        tags: ["health"],
        summary: "Ready for traffic: the database answers, migrations applied, not shutting down",
        response: { 200: readySchema, 503: readySchema.describe("Not ready") },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      // Asked again after the database answers: a stop may have begun meanwhile.
      const ready = !state.shuttingDown && (await readiness.check()) && !state.shuttingDown;
      return reply.status(ready ? 200 : 503).send({ status: ready ? "ready" : "not_ready" });
    },
  );
}
