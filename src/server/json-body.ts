import type { FastifyInstance } from "fastify";

/**
 * Reads an empty `application/json` body, and a request with no body at all,
 * as `{}`: a client that posts no arguments to a function
 * (`fetch(url, {method: "POST"})`) means "no arguments", not broken JSON, and
 * the route's declared body schema then names what is missing. Anything else
 * goes to Fastify's own parser, which still answers 400 to malformed JSON and
 * refuses prototype poisoning.
 */
export function readEmptyBodyAsObject(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body: string, done) => {
    if (body === "") return done(null, {});
    parseJson(request, body, done);
  });
  app.addHook("preValidation", async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });
}
