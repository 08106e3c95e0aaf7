import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { cookieConsentsCsv, cookieConsentsCsvFileName } from "../../consent/cookie-consents-csv.js";
import { listCookieConsents } from "../../consent/list-cookie-consents.js";
import { recordCookieConsent } from "../../consent/record-cookie-consent.js";
import {
  cookieConsentListQuerySchema,
  cookieConsentListSchema,
  recordCookieConsentResponseSchema,
  recordCookieConsentSchema,
} from "../../shared/cookie-consents.js";
import type { ServerDeps } from "../context.js";

const tags = ["cookie-consents"];

/**
 * The cookie banner's proof of consent (docs/product.md#cookie-consent): the
 * public endpoint the banner posts each choice to, and the AdSense screen's
 * list and CSV export of them (admin-only, the default).
 */
export function cookieConsentRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const now = () => deps.now?.() ?? new Date();

  // A person chooses once or twice; an office or a school behind one address holds many people. Twenty a
  // minute serves them and keeps a flood from one address to a few small rows a second.
  const rateLimit = { max: 20, timeWindow: "1 minute" };
  api.post(
    "/api/cookie-consents",
    {
      config: { public: true, rateLimit },
      schema: { tags, summary: "Record a choice made on the cookie banner, as proof of consent", body: recordCookieConsentSchema, response: { 201: recordCookieConsentResponseSchema } },
    },
    async (request, reply) => {
      await recordCookieConsent({ db: deps.db, input: request.body });
      return reply.status(201).send({ success: true });
    },
  );

  api.get(
    "/api/admin/cookie-consents",
    {
      schema: {
        tags,
        summary: "The last 30 days' choices by kind, then one page of stored choices, newest first",
        querystring: cookieConsentListQuerySchema,
        response: { 200: cookieConsentListSchema },
      },
    },
    async (request) => listCookieConsents(deps.db, request.query, now()),
  );

  const csvSummary = "Every stored choice as CSV for a spreadsheet (UTF-8 with BOM, `;`), newest first";
  api.get(
    "/api/admin/cookie-consents.csv",
    { schema: { tags, summary: csvSummary, response: { 200: { description: csvSummary, content: { "text/csv": { schema: z.string() } } } } } },
    async (_request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${cookieConsentsCsvFileName(now())}"`)
        .header("cache-control", "no-store")
        // The declared text, streamed a page of rows at a time (the type provider knows only strings).
        .send(Readable.from(cookieConsentsCsv(deps.db)) as unknown as string),
  );
}
