import type { FastifyInstance } from "fastify";

/**
 * Reads an empty `application/json` body as `{}`: a client that posts no
 * arguments to a function (`fetch(url, {method: "POST", headers})`) means "no
 * arguments", not broken JSON. Anything else goes to Fastify's own parser,
 * which still answers 400 to malformed JSON and refuses prototype poisoning.
 */
export function readEmptyJsonAsObject(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body: string, done) => {
    if (body === "") return done(null, {});
    parseJson(request, body, done);
  });
}
