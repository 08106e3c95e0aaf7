import type { FastifyInstance } from "fastify";
import { readAutomationSettings } from "../../automation/settings.js";
import type { ServerDeps } from "../context.js";

/** The automation settings of the dashboard's Automazione screen. */
export function automationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.get("/api/admin/automation", async () => readAutomationSettings(deps.db));
}
