import { z } from "zod";
import { AI_PROVIDERS, CATEGORIES, LIMITS, SENTIMENTS } from "./constants.js";

/** The built-in offline analyzer's name, shown where a provider's name would be. */
export const LOCAL_ANALYZER = "locale";

export const AI_ANSWER_LIMITS = {
  summaryMaxChars: 600,
  summaryMaxSentences: 4,
  keywords: { min: 3, max: 8 },
  tags: { min: 2, max: 6 },
  termMaxChars: 60,
} as const;

/** Sentences as a reader counts them: ends of . ! ? … followed by space or the end. */
export function countSentences(text: string): number {
  return text
    .split(/(?<=[.!?…])\s+/u)
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part)).length;
}

const term = z.string().trim().min(1).max(AI_ANSWER_LIMITS.termMaxChars);

/**
 * What every enrichment must produce, from a provider or the local analyzer.
 * An answer off this schema is a failed call. The prompt asks for 2-4
 * sentences; a single good sentence is accepted, more than four is not.
 */
export const aiAnswerSchema = z.object({
  summary: z
    .string()
    .trim()
    .min(1)
    .max(AI_ANSWER_LIMITS.summaryMaxChars)
    .refine((text) => countSentences(text) <= AI_ANSWER_LIMITS.summaryMaxSentences, "summary must be at most 4 sentences"),
  category: z.enum(CATEGORIES),
  sentiment: z.enum(SENTIMENTS),
  keywords: z.array(term).min(AI_ANSWER_LIMITS.keywords.min).max(AI_ANSWER_LIMITS.keywords.max),
  tags: z.array(term).min(AI_ANSWER_LIMITS.tags.min).max(AI_ANSWER_LIMITS.tags.max),
  confidence: z.number().min(0).max(1),
});
export type AiAnswer = z.infer<typeof aiAnswerSchema>;

/** How much of a foreign item's text a translation carries and gives back (docs/decisions.md "Foreign news in Italian"). */
export const TRANSLATION_LIMITS = { titleMaxChars: 400, summaryMaxChars: 1_500 } as const;

/** A provider's Italian translation of a foreign item's title and summary, with the language it read. */
export const translationSchema = z.object({
  /** ISO 639-1 of the original, as the provider reads it (it tells "en" from "sv" better than a short title does). */
  language: z.string().trim().toLowerCase().regex(/^[a-z]{2}$/u, "language must be an ISO 639-1 code"),
  title: z.string().trim().min(1).max(TRANSLATION_LIMITS.titleMaxChars),
  summary: z.string().trim().max(TRANSLATION_LIMITS.summaryMaxChars),
});
export type Translation = z.infer<typeof translationSchema>;

/** error_logs.ai_analysis, in Italian. */
export const errorAnalysisSchema = z.object({
  root_cause: z.string().trim().min(1).max(1000),
  suggested_solutions: z.array(z.string().trim().min(1).max(500)).min(1).max(6),
  prevention_tips: z.array(z.string().trim().min(1).max(500)).min(1).max(6),
});

/** "Aggiungi Provider AI" (docs/product.md#configurazione-ai): priority falls back to 1, the limit to 50; a blank endpoint is stored empty. */
export const createAiConfigSchema = z.object({
  provider: z.enum(AI_PROVIDERS as [string, ...string[]], "provider must be one of " + AI_PROVIDERS.join(", ")),
  api_key: z.string().trim().min(1, "api_key is required").max(500),
  model_name: z.string().trim().min(1, "model_name is required").max(200),
  endpoint: z
    .string()
    .trim()
    .max(500)
    .optional()
    .default("")
    .refine((value) => value === "" || (/^https?:\/\//i.test(value) && URL.canParse(value)), "endpoint must be an http(s) URL"),
  priority: z.coerce
    .number()
    .int()
    .min(LIMITS.aiPriority.min, "priority must be between 1 and 10")
    .max(LIMITS.aiPriority.max, "priority must be between 1 and 10")
    .optional()
    .default(LIMITS.aiPriority.fallback),
  daily_request_limit: z.coerce
    .number()
    .int()
    .min(LIMITS.aiDailyRequests.min, "daily_request_limit must be between 1 and 1000")
    .max(LIMITS.aiDailyRequests.max, "daily_request_limit must be between 1 and 1000")
    .optional()
    .default(LIMITS.aiDailyRequests.fallback),
});
export type CreateAiConfigInput = z.input<typeof createAiConfigSchema>;

export const updateAiConfigSchema = z
  .object({
    active: z.boolean().optional(),
    priority: z.number().int().min(LIMITS.aiPriority.min).max(LIMITS.aiPriority.max).optional(),
  })
  .refine((value) => value.active !== undefined || value.priority !== undefined, "nothing to update: send active or priority");

export const updateLocalAnalyzerSchema = z.object({ enabled: z.boolean() });

export const processArticlesSchema = z.union([
  z.object({ article_id: z.uuid("article_id must be a UUID") }),
  z.object({ auto_process: z.literal(true) }),
]);

export const analyzeErrorsSchema = z.object({ auto_analyze: z.literal(true) });

/** An AI provider as the admin API returns it: the key only in its masked form. */
export const aiConfigViewSchema = z.object({
  id: z.string(),
  provider: z.string(),
  /** First 10 + "..." + last 4 characters (docs/product.md#configurazione-ai); the full key never leaves the server. */
  api_key: z.string().describe("The key masked: first 10 + ... + last 4 characters"),
  model_name: z.string(),
  endpoint: z.string(),
  priority: z.number().int(),
  daily_request_limit: z.number().int(),
  active: z.boolean(),
  created_at: z.iso.datetime(),
});
export type AiConfigView = z.infer<typeof aiConfigViewSchema>;

/** GET /api/admin/ai-configs: every provider, priority 1 first. */
export const aiConfigListSchema = z.array(aiConfigViewSchema);

/** One provider's requests today (Europe/Rome), for the usage monitor. */
export const aiUsageViewSchema = z.object({
  ai_config_id: z.string(),
  provider: z.string(),
  model_name: z.string(),
  date: z.iso.date(),
  requests_count: z.number().int(),
  daily_request_limit: z.number().int(),
  last_used_at: z.iso.datetime().nullable(),
});
export type AiUsageView = z.infer<typeof aiUsageViewSchema>;

/** GET /api/admin/ai-usage. */
export const aiUsageResponseSchema = z.object({
  date: z.iso.date(),
  providers: z.array(aiUsageViewSchema),
  /** Articles the local analyzer enriched today. */
  local: z.object({ processed_today: z.number().int() }),
});
export type AiUsageResponse = z.infer<typeof aiUsageResponseSchema>;

/** GET/PUT /api/admin/ai/local-analyzer. */
export const localAnalyzerViewSchema = z.object({
  enabled: z.boolean(),
  processed_today: z.number().int(),
});
export type LocalAnalyzerView = z.infer<typeof localAnalyzerViewSchema>;

/** The process-article-with-ai response (docs/product.md#server-functions). */
export const processArticlesResponseSchema = z.object({
  success: z.boolean(),
  processed: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
});
export type ProcessArticlesResponse = z.infer<typeof processArticlesResponseSchema>;

/** The analyze-errors-with-ai response (docs/product.md#server-functions). */
export const analyzeErrorsResponseSchema = z.object({
  success: z.boolean(),
  analyzed: z.number().int(),
});
export type AnalyzeErrorsResponse = z.infer<typeof analyzeErrorsResponseSchema>;

/** POST /api/admin/ai-configs/:id/test: `success: false` carries the provider's error. */
export const aiConnectionTestResponseSchema = z.object({
  success: z.boolean(),
  provider: z.string(),
  model_name: z.string(),
  latency_ms: z.number(),
  error: z.string().nullable(),
});
export type AiConnectionTestResponse = z.infer<typeof aiConnectionTestResponseSchema>;

/** POST /api/admin/ai/round-robin-test: which provider took the article, and what it answered. */
export const roundRobinTestResponseSchema = z.discriminatedUnion("success", [
  z.object({
    success: z.literal(true),
    article_id: z.string(),
    title: z.string(),
    provider: z.string(),
    status: z.enum(["completed", "failed"]),
    category: z.string().nullable(),
    sentiment: z.string().nullable(),
    summary: z.string().nullable(),
    error: z.string().nullable(),
  }),
  z.object({ success: z.literal(false), error: z.literal("no_pending_article"), message: z.string() }),
]);
export type RoundRobinTestResponse = z.infer<typeof roundRobinTestResponseSchema>;

/** The masked form of an API key: first 10 + "..." + last 4 characters; short keys show less. */
export function maskApiKey(key: string): string {
  if (key.length <= 14) return `${key.slice(0, Math.min(4, Math.floor(key.length / 3)))}...`;
  return `${key.slice(0, 10)}...${key.slice(-4)}`;
}
