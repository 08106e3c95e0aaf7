import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { saveAutomationSection } from "../../automation/save-automation-section.js";
import { readAutomationSettings } from "../../automation/settings.js";
import { automationSettingsSchema } from "../../shared/automation.js";
import { AUTOMATION_KEYS } from "../../shared/constants.js";
import type { ServerDeps } from "../context.js";

const tags = ["automation"];
const sectionParams = z.object({ key: z.enum(AUTOMATION_KEYS, `key must be one of ${AUTOMATION_KEYS.join(", ")}`) });
// The fields depend on the section named in the path: saveAutomationSection checks them against automationUpdateSchemas[key].
const sectionBody = z.record(z.string(), z.unknown()).describe("Any fields of the section named by `key` (automationUpdateSchemas in src/shared/automation.ts)");

/** The automation settings of the dashboard's Automazione screen (docs/product.md#automazione). */
export function automationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/admin/automation",
    { schema: { tags, summary: "The five automation sections, stored values over the defaults", response: { 200: automationSettingsSchema } } },
    async () => readAutomationSettings(deps.db),
  );
  api.put(
    "/api/admin/automation/:key",
    {
      schema: {
        tags,
        summary: "Save fields of one section, keeping the others as stored; answers all five sections",
        params: sectionParams,
        body: sectionBody,
        response: { 200: automationSettingsSchema },
      },
    },
    async (request) => saveAutomationSection(deps.db, request.params.key, request.body),
  );
}
