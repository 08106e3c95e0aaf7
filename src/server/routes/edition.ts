import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { editionLinkKey } from "../../edition/edition-links.js";
import { requestSubscription } from "../../edition/request-subscription.js";
import { editionSubscribersCsv, editionSubscribersCsvFileName, listEditionSubscribers, removeEditionSubscriber } from "../../edition/subscribers-admin.js";
import { confirmSubscription, unsubscribe } from "../../edition/subscriptions.js";
import { createMailer } from "../../mail/mailer.js";
import {
  EDITION_OUTCOMES,
  editionSubscribeResponseSchema,
  editionSubscribeSchema,
  editionSubscriberListQuerySchema,
  editionSubscriberListSchema,
  editionSubscriberParamsSchema,
} from "../../shared/edition.js";
import type { ServerDeps } from "../context.js";

const tags = ["edition"];
const tokenQuery = z.object({ token: z.string().max(200) });
const redirect = (description: string) => ({ 303: z.null().describe(description) });

/**
 * The daily edition (docs/product.md#edizione): the public subscribe, confirm
 * and unsubscribe endpoints, and the dashboard's subscribers (admin-only, the
 * default). The confirm and unsubscribe forms are plain HTML posts, and a
 * mail client's one-click unsubscribe (RFC 8058) posts a form body, so this
 * scope reads form bodies too: the token is all that counts in them.
 */
export function editionRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const mailer = createMailer({ smtpUrl: deps.config.smtpUrl, from: deps.config.mailFrom });
  const linkKey = editionLinkKey(deps.secret);
  const now = () => deps.now?.() ?? new Date();

  void app.register(async (scope) => {
    const readForm = (body: string) => Object.fromEntries(new URLSearchParams(body));
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => done(null, readForm(String(body))));
    // RFC 8058 allows multipart too; its one field (List-Unsubscribe=One-Click) changes nothing here.
    scope.addContentTypeParser("multipart/form-data", { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
    const api = scope.withTypeProvider<ZodTypeProvider>();

    // Five addresses in ten minutes is more than a person gives; each address gets one link per ten minutes besides.
    const subscribeLimit = { max: 5, timeWindow: "10 minutes" };
    api.post(
      "/api/edition/subscribe",
      {
        config: { public: true, rateLimit: subscribeLimit },
        schema: { tags, summary: "Subscribe an address to the daily edition: a confirmation e-mail follows (double opt-in)", body: editionSubscribeSchema, response: { 202: editionSubscribeResponseSchema } },
      },
      async (request, reply) => {
        await requestSubscription({ db: deps.db, mailer, publicUrl: deps.config.publicUrl, linkKey, logger: request.log }, request.body, now());
        // The same answer for a new, a waiting and a confirmed address.
        return reply.status(202).send({ success: true });
      },
    );

    const linkLimit = { max: 30, timeWindow: "1 minute" };
    api.post(
      "/api/edition/confirm",
      {
        config: { public: true, rateLimit: linkLimit },
        schema: { tags, summary: "Confirm a subscription from the e-mail's link, then go to the page saying how it went", body: tokenQuery, response: redirect("To /edizione/conferma?esito=…") },
      },
      async (request, reply) => {
        const confirmed = await confirmSubscription(deps.db, linkKey, request.body.token, now());
        return reply.redirect(`/edizione/conferma?esito=${confirmed ? EDITION_OUTCOMES.confirmed : EDITION_OUTCOMES.invalid}`, 303);
      },
    );

    api.get(
      "/api/edition/unsubscribe",
      { config: { public: true, rateLimit: linkLimit }, schema: { tags, summary: "The List-Unsubscribe address opened in a browser: the page with the button", querystring: tokenQuery, response: redirect("To /edizione/disiscrizione?token=…") } },
      async (request, reply) => reply.redirect(`/edizione/disiscrizione?token=${encodeURIComponent(request.query.token)}`, 303),
    );

    api.post(
      "/api/edition/unsubscribe",
      {
        config: { public: true, rateLimit: linkLimit },
        schema: {
          tags,
          summary: "Unsubscribe at once (RFC 8058 one-click, or the page's button); the same answer for any token",
          querystring: tokenQuery,
          response: { 200: z.string().describe("One-click: done"), ...redirect("The page's button: to /edizione/disiscrizione?esito=annullata") },
        },
      },
      async (request, reply) => {
        await unsubscribe(deps.db, linkKey, request.query.token);
        // A mail client posts "List-Unsubscribe=One-Click" and reads no page; a reader's browser is shown one.
        const oneClick = (request.body as Record<string, unknown> | undefined)?.["List-Unsubscribe"] === "One-Click" || request.headers["content-type"]?.startsWith("multipart/");
        if (oneClick) return reply.status(200).type("text/plain; charset=utf-8").send("Iscrizione annullata.");
        return reply.redirect(`/edizione/disiscrizione?esito=${EDITION_OUTCOMES.unsubscribed}`, 303);
      },
    );

    api.get(
      "/api/admin/edition/subscribers",
      { schema: { tags, summary: "The daily edition's subscribers: counts, then a page of addresses, newest first", querystring: editionSubscriberListQuerySchema, response: { 200: editionSubscriberListSchema } } },
      async (request) => listEditionSubscribers(deps.db, request.query),
    );
    api.delete(
      "/api/admin/edition/subscribers/:id",
      { schema: { tags, summary: "Remove a subscriber's address", params: editionSubscriberParamsSchema, response: { 204: z.undefined().describe("Removed") } } },
      async (request, reply) => {
        await removeEditionSubscriber(deps.db, request.params.id);
        return reply.status(204).send();
      },
    );
    const csvSummary = "Every subscriber as CSV for a spreadsheet (UTF-8 with BOM, `;`), oldest first";
    api.get(
      "/api/admin/edition/subscribers.csv",
      { schema: { tags, summary: csvSummary, response: { 200: { description: csvSummary, content: { "text/csv": { schema: z.string() } } } } } },
      async (_request, reply) =>
        reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${editionSubscribersCsvFileName(now())}"`)
          .header("cache-control", "no-store")
          .send(await editionSubscribersCsv(deps.db)),
    );
  });
}
