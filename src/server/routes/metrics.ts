import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerTokenMatches } from "../../platform/metrics/metrics-token.js";
import { enableMetrics } from "../../platform/metrics/registry.js";
import { renderMetrics } from "../../platform/metrics/render-metrics.js";
import { NotFoundError, UnauthorizedError } from "../../platform/errors.js";
import type { ServerDeps } from "../context.js";

const PROMETHEUS_TEXT = "text/plain; version=0.0.4";

/**
 * GET /metrics in Prometheus text format (docs/product.md#operational-data),
 * only with `Authorization: Bearer $METRICS_TOKEN`: 404, as for any unknown
 * path, when METRICS_TOKEN is unset; 401 with a missing or wrong token.
 * Async: with a token, metrics are turned on before the first request.
 */
export async function metricsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const token = deps.config.metricsToken;
  // Off, nothing is loaded or counted (registry.ts).
  if (token) await enableMetrics();
  app.withTypeProvider<ZodTypeProvider>().get(
    "/metrics",
    {
      schema: {
        tags: ["health"],
        summary: "Prometheus metrics; needs Authorization: Bearer $METRICS_TOKEN, and answers 404 when that is not configured",
        response: { 200: { description: "Prometheus text format", content: { [PROMETHEUS_TEXT]: { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      if (!token) throw new NotFoundError(`Nothing at GET ${request.url.split("?")[0]}`);
      if (!bearerTokenMatches(request.headers.authorization, token)) {
        reply.header("www-authenticate", 'Bearer realm="metrics"');
        throw new UnauthorizedError("A valid metrics token is required");
      }
      const metrics = await renderMetrics(deps.db);
      return reply.header("cache-control", "no-store").type(metrics.contentType).send(metrics.body);
    },
  );
}
