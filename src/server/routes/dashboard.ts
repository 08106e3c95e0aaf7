import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { countUnreadMessages } from "../../contact/contact-messages.js";
import { countOpenErrors } from "../../diagnostics/errors/list-errors.js";
import { dashboardCountsSchema } from "../../shared/dashboard.js";
import type { ServerDeps } from "../context.js";

/** The dashboard frame's own data: the counts beside the sidebar's sections (docs/product.md#dashboard-shell). */
export function dashboardRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/dashboard/counts",
    { schema: { tags: ["dashboard"], summary: "The numbers the sidebar shows beside its sections", response: { 200: dashboardCountsSchema } } },
    async () => {
      const [unread_messages, open_errors] = await Promise.all([countUnreadMessages(deps.db), countOpenErrors(deps.db)]);
      return { unread_messages, open_errors };
    },
  );
}
