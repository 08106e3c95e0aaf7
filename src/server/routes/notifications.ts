import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createMailer, notificationStatus } from "../../mail/mailer.js";
import { sendTestEmail } from "../../mail/send-test-email.js";
import { notificationStatusSchema, testEmailResponseSchema, testEmailSchema } from "../../shared/automation.js";
import type { ServerDeps } from "../context.js";

const tags = ["automation"];

/** E-mail notifications (docs/product.md#e-mail-notifications): whether SMTP is set, and the test e-mail. */
export function notificationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const mailer = createMailer({ smtpUrl: deps.config.smtpUrl, from: deps.config.mailFrom });

  api.get(
    "/api/admin/notifications",
    { schema: { tags, summary: "Whether SMTP_URL is set, and its host and port (never its credentials)", response: { 200: notificationStatusSchema } } },
    async () => notificationStatus(mailer),
  );
  api.post(
    "/api/admin/notifications/test-email",
    {
      schema: {
        tags,
        summary: "Send a test e-mail to `recipient` or the stored one; answers the SMTP server's reply or why it failed",
        body: testEmailSchema,
        response: { 200: testEmailResponseSchema },
      },
    },
    async (request) => sendTestEmail({ db: deps.db, mailer, publicUrl: deps.config.publicUrl, logger: request.log }, request.body.recipient, deps.now?.()),
  );
}
