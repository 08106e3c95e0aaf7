import { z } from "zod";
import { DIAGNOSTIC_TOOLS, ERROR_SEVERITIES, LOG_CATEGORIES, LOG_LEVELS } from "./constants.js";

// The admin API of Diagnostica Sistema's errors, logs and tools tabs (docs/product.md#diagnostica-sistema).

/**
 * An error's AI analysis as stored. The provider's answer was held to the
 * stricter `errorAnalysisSchema` of shared/ai.ts when it was written; reading
 * it back only needs its shape.
 */
const storedErrorAnalysisSchema = z.object({
  root_cause: z.string(),
  suggested_solutions: z.array(z.string()),
  prevention_tips: z.array(z.string()),
});

/** One error_logs row. */
export const errorLogViewSchema = z.object({
  id: z.string(),
  timestamp: z.iso.datetime(),
  error_type: z.string(),
  severity: z.enum(ERROR_SEVERITIES),
  error_message: z.string(),
  source: z.string(),
  stack_trace: z.string().nullable(),
  resolved: z.boolean(),
  resolved_at: z.iso.datetime().nullable(),
  /** "Analizzato" when present, "In attesa" when null. */
  ai_analysis: storedErrorAnalysisSchema.nullable(),
});
export type ErrorLogView = z.infer<typeof errorLogViewSchema>;

export const ERROR_STATES = ["all", "open", "resolved"] as const;
export type ErrorState = (typeof ERROR_STATES)[number];

/** GET /api/admin/errors?severity=&state=: an absent or "all" filter lets everything through. */
export const errorListQuerySchema = z.object({
  severity: z.enum(["all", ...ERROR_SEVERITIES], `severity must be one of all, ${ERROR_SEVERITIES.join(", ")}`).default("all"),
  state: z.enum(ERROR_STATES, `state must be one of ${ERROR_STATES.join(", ")}`).default("all"),
});
export type ErrorListQuery = z.output<typeof errorListQuerySchema>;

/**
 * The latest LIMITS.errorListSize errors matching the filters, newest first,
 * and the four counters over every stored error whatever the filters: open
 * errors by severity, and resolved errors.
 */
export const errorListSchema = z.object({
  errors: z.array(errorLogViewSchema),
  counts: z.object({
    critical: z.number().int(),
    high: z.number().int(),
    medium: z.number().int(),
    resolved: z.number().int(),
  }),
});
export type ErrorList = z.infer<typeof errorListSchema>;

/** POST /api/admin/errors/:id/resolve answers the error as stored: resolving twice keeps the first time; nothing reopens it. */
export const errorIdParamsSchema = z.object({ id: z.uuid("id must be a UUID") });

/** One system_logs row. */
export const systemLogViewSchema = z.object({
  id: z.string(),
  timestamp: z.iso.datetime(),
  log_level: z.enum(LOG_LEVELS),
  category: z.enum(LOG_CATEGORIES),
  source: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type SystemLogView = z.infer<typeof systemLogViewSchema>;

/** GET /api/admin/logs and /api/admin/logs.csv: text in the message or source (case and accents ignored), level, category. */
export const logListQuerySchema = z.object({
  search: z.string().trim().max(200, "search must be at most 200 characters").default(""),
  level: z.enum(["all", ...LOG_LEVELS], `level must be one of all, ${LOG_LEVELS.join(", ")}`).default("all"),
  category: z.enum(["all", ...LOG_CATEGORIES], `category must be one of all, ${LOG_CATEGORIES.join(", ")}`).default("all"),
});
export type LogListQuery = z.output<typeof logListQuerySchema>;

/** The latest LIMITS.logListSize lines matching, newest first, and how many match in all ("Mostrando N di M log"). */
export const logListSchema = z.object({
  logs: z.array(systemLogViewSchema),
  total: z.number().int(),
});
export type LogList = z.infer<typeof logListSchema>;

export const toolParamsSchema = z.object({
  tool: z.enum(DIAGNOSTIC_TOOLS, `tool must be one of ${DIAGNOSTIC_TOOLS.join(", ")}`),
});

/**
 * POST /api/admin/tools/:tool. `success` is the tool's verdict; `detail` is
 * the failure in the engine's, provider's or publisher's own words. `checks`
 * lists what the tool looked at one by one (each provider, each feed, each
 * counter), `counts` what it acted on (rows removed, cache entries dropped).
 * The screen words its Italian message from these.
 */
export const toolResultSchema = z.object({
  tool: z.enum(DIAGNOSTIC_TOOLS),
  success: z.boolean(),
  duration_ms: z.number(),
  detail: z.string().nullable(),
  checks: z.array(z.object({ name: z.string(), success: z.boolean(), detail: z.string().nullable() })),
  counts: z.record(z.string(), z.number().int()),
});
export type ToolResult = z.infer<typeof toolResultSchema>;
