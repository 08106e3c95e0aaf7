import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createContactMessage } from "../../contact/contact-messages.js";
import { contactMessageSchema, contactResponseSchema } from "../../shared/contact.js";
import type { ServerDeps } from "../context.js";

/** The contact form's endpoint (POST /api/contact): public, validated, limited per address. */
export function contactRoutes(app: FastifyInstance, deps: ServerDeps): void {
  // Five messages in ten minutes is more than a person writes; a flood from one address stops there.
  const rateLimit = { max: 5, timeWindow: "10 minutes" };
  const schema = { tags: ["contact"], summary: "Send a message to the newsroom", body: contactMessageSchema, response: { 201: contactResponseSchema } };

  app.withTypeProvider<ZodTypeProvider>().post("/api/contact", { config: { public: true, rateLimit }, schema }, async (request, reply) => {
    // A bot that filled the honeypot gets the same answer as a person, so it has nothing to adapt to.
    await createContactMessage({ db: deps.db, input: request.body, userAgent: request.headers["user-agent"] });
    return reply.status(201).send({ success: true });
  });
}
