import type { FastifyInstance } from "fastify";
import { observeHttpRequest } from "../platform/metrics/http-requests.js";
import { API_CATCH_ALL } from "./unrouted.js";

/**
 * Counts and times every answered request for /metrics under its route's
 * pattern (`request.routeOptions.url`), never the raw URL; requests no route
 * took (the 404 handler, the /api catch-all) share one label.
 */
export function recordRequestMetrics(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url;
    observeHttpRequest({
      method: request.method,
      route: route === API_CATCH_ALL ? undefined : route,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
}
