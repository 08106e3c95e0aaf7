import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { deleteContactMessage, listContactMessages, setContactMessageRead } from "../../contact/contact-messages.js";
import { idParamsSchema } from "../api-schemas.js";
import { contactMessageViewSchema, messageListQuerySchema, messageListSchema, updateMessageSchema } from "../../shared/messages.js";
import type { ServerDeps } from "../context.js";

const tags = ["messages"];

/** The Messaggi screen's API: the contact form's messages, read and unread, and their deletion. Admin-only (the default). */
export function messageRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/messages",
    {
      schema: {
        tags,
        summary: "One page of contact messages, newest first, with the filter's total and the unread count",
        querystring: messageListQuerySchema,
        response: { 200: messageListSchema },
      },
    },
    async (request) => listContactMessages(deps.db, request.query),
  );

  api.patch(
    "/api/admin/messages/:id",
    { schema: { tags, summary: "Mark a message read or unread", params: idParamsSchema, body: updateMessageSchema, response: { 200: contactMessageViewSchema } } },
    async (request) => setContactMessageRead(deps.db, request.params.id, request.body.read),
  );

  api.delete(
    "/api/admin/messages/:id",
    { schema: { tags, summary: "Delete a message", params: idParamsSchema, response: { 204: z.undefined().describe("Deleted") } } },
    async (request, reply) => {
      await deleteContactMessage(deps.db, request.params.id);
      return reply.status(204).send();
    },
  );
}
