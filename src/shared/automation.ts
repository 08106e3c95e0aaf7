import { z } from "zod";
import { AUTOMATION_KEYS } from "./constants.js";

/** GET /api/admin/automation: each of the five sections, stored values laid over the defaults. */
export const automationSettingsSchema = z.record(z.enum(AUTOMATION_KEYS), z.record(z.string(), z.unknown()));
export type AutomationSettings = z.infer<typeof automationSettingsSchema>;
