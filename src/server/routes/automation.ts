import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { readAutomationSettings } from "../../automation/settings.js";
import { automationSettingsSchema } from "../../shared/automation.js";
import type { ServerDeps } from "../context.js";

/** The automation settings of the dashboard's Automazione screen. */
export function automationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const schema = { tags: ["automation"], summary: "The five automation sections, stored values over the defaults", response: { 200: automationSettingsSchema } };
  app.withTypeProvider<ZodTypeProvider>().get("/api/admin/automation", { schema }, async () => readAutomationSettings(deps.db));
}
