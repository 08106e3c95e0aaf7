import type { FastifyInstance, FastifyRequest } from "fastify";
import { MethodNotAllowedError, NotFoundError } from "../platform/errors.js";

/** The route under /api that takes every path no API route serves, to answer it 404 or 405. */
export const API_CATCH_ALL = "/api/*";

/** Every method some route of the site takes: reads, and writes to the API and page actions. */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/**
 * The methods some route serves at the request's path. Fastify's router
 * matches the concrete path; the /api 404 catch-all (a wildcard match under
 * /api/) serves nothing, so it does not count.
 */
function methodsServing(app: FastifyInstance, request: FastifyRequest): string[] {
  const path = request.url.split("?")[0]!;
  const candidates = new Set([...SERVED_METHODS, ...app.supportedMethods]);
  return [...candidates].filter((method) => {
    const found = app.findRoute({ method: method as "GET", url: path });
    return found !== null && !(path.startsWith("/api/") && "*" in (found.params as object));
  });
}

/**
 * Answers a request no route takes: 405 with Allow when the path is served
 * under other methods (TRACE /, DELETE /api/articles, a WebDAV verb), 404
 * otherwise, both in the one error shape. Under /api a wildcard route takes
 * every method, so an unknown API path never falls through to a page.
 */
export function answerUnroutedRequests(app: FastifyInstance): void {
  const refuse = async (request: FastifyRequest) => {
    const allow = methodsServing(app, request).filter((method) => method !== request.method);
    const target = `${request.method} ${request.url.split("?")[0]}`;
    if (allow.length > 0) throw new MethodNotAllowedError(`${target} is not served; allowed: ${allow.join(", ")}`, allow);
    throw new NotFoundError(request.url.startsWith("/api/") ? `No API route ${target}` : `Nothing at ${target}`);
  };
  app.all(API_CATCH_ALL, { config: { public: true } }, refuse);
  app.setNotFoundHandler(refuse);
}
