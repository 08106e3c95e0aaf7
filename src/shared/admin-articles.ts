import { z } from "zod";
import { EDITABLE_CATEGORIES, EXTRACTION_METHODS, LIMITS, PROCESSING_STATUSES, SENTIMENTS } from "./constants.js";

/**
 * The Gestione Articoli API (docs/product.md#articoli): the list with its
 * filters, the five numbers, the edit and the deletes. Admin-only.
 */

/** Whether the AI enrichment is done: "processed" is the publishing rule (ai_processed and completed). */
export const AI_STATUS_FILTERS = ["processed", "unprocessed"] as const;
export type AiStatusFilter = (typeof AI_STATUS_FILTERS)[number];

/** A search needs three characters: its trigram index cannot help with fewer (docs/decisions.md). */
export const ADMIN_SEARCH_MIN_LENGTH = 3;

/** The most ids one bulk delete takes (docs/product.md#limits-and-numbers). */
export const BULK_DELETE_MAX = 500;

/** An optional filter from a query string: one of `values`, and "" (an empty select) means none. */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, name: string) {
  return z
    .union([z.enum(values), z.literal("")], { error: `${name} must be one of: ${values.join(", ")}` })
    .optional()
    .transform((value) => (value === "" ? undefined : value));
}

/** GET /api/admin/articles: every filter is optional and they combine (AND); pages count from 1. */
export const adminArticleQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(LIMITS.searchLength, `search must be at most ${LIMITS.searchLength} characters`)
    .refine((value) => value === "" || value.length >= ADMIN_SEARCH_MIN_LENGTH, `search must be at least ${ADMIN_SEARCH_MIN_LENGTH} characters`)
    .optional()
    .describe("Text in the title or the summary, case-insensitive, at least 3 characters"),
  category: optionalChoice(EDITABLE_CATEGORIES, "category"),
  sentiment: optionalChoice(SENTIMENTS, "sentiment"),
  ai_status: optionalChoice(AI_STATUS_FILTERS, "ai_status").describe("processed: ai_processed and completed (public); unprocessed: the rest"),
  source: z.string().trim().max(200).optional().describe("The source name, exactly"),
  method: optionalChoice(EXTRACTION_METHODS, "method"),
  status: optionalChoice(PROCESSING_STATUSES, "status"),
  page: z.coerce.number("page must be a number").int("page must be a whole number").min(1, "page must be at least 1").max(1_000_000).default(1),
});
export type AdminArticleQuery = z.output<typeof adminArticleQuerySchema>;
/** The filters alone, as the domain and the screen pass them around. */
export type AdminArticleFilters = Partial<Omit<AdminArticleQuery, "page">>;

/** ISO 8601 timestamps as the API writes them. */
const dateOrIso = z.union([z.date(), z.iso.datetime()]);

/** One article as the admin's table shows it. */
export const adminArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  content_summary: z.string().nullable(),
  category: z.string().nullable(),
  sentiment: z.string().nullable(),
  source_name: z.string(),
  source_url: z.string(),
  content_extraction_method: z.string(),
  content_word_count: z.number().int(),
  processing_status: z.string(),
  ai_processed: z.boolean(),
  processed_by_ai_provider: z.string().nullable(),
  /** Why the last enrichment failed (docs/product.md#processing-states). */
  processing_error: z.string().nullable(),
  views: z.number().int(),
  published_at: dateOrIso,
  imported_at: dateOrIso,
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/** One page of GET /api/admin/articles; a page past the end is empty with the real total. */
export const adminArticlePageSchema = z.object({
  articles: z.array(adminArticleSchema),
  total: z.number().int().describe("How many articles match the filters, counted up to 10,000 (or to the page asked for, when deeper)"),
  total_capped: z.boolean().describe("More match than `total`: at least one page follows `page_count`"),
  page: z.number().int().describe("The page asked for"),
  page_count: z.number().int().describe("Pages of 20 in `total`; 0 when nothing matches"),
});
export type AdminArticlePage = z.infer<typeof adminArticlePageSchema>;

/** GET /api/admin/articles/stats: the five cards, over every article. */
export const adminArticleStatsSchema = z.object({
  total: z.number().int(),
  /** ai_processed and completed: the public ones. */
  processed: z.number().int(),
  pending: z.number().int(),
  processing: z.number().int(),
  failed: z.number().int(),
  views: z.number().int(),
});
export type AdminArticleStats = z.infer<typeof adminArticleStatsSchema>;

/** GET /api/admin/articles/sources: the source names of the stored articles, for the source filter. */
export const adminArticleSourcesSchema = z.array(z.string());

/** PATCH /api/admin/articles/:id: what the edit dialog changes; at least one field. */
export const updateArticleSchema = z
  .object({
    title: z.string().trim().min(1, "title must not be empty").max(500, "title must be at most 500 characters").optional(),
    content_summary: z
      .string()
      .trim()
      .max(5000, "content_summary must be at most 5000 characters")
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .optional(),
    category: z.enum(EDITABLE_CATEGORIES, `category must be one of: ${EDITABLE_CATEGORIES.join(", ")}`).optional(),
    sentiment: z.enum(SENTIMENTS, `sentiment must be one of: ${SENTIMENTS.join(", ")}`).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), "nothing to update: send title, content_summary, category or sentiment");
export type UpdateArticleInput = z.output<typeof updateArticleSchema>;

/** POST /api/admin/articles/bulk-delete. */
export const bulkDeleteSchema = z.object({
  ids: z
    .array(z.uuid("ids must be UUIDs"))
    .min(1, "ids must name at least one article")
    .max(BULK_DELETE_MAX, `ids must name at most ${BULK_DELETE_MAX} articles`),
});

/** How many articles a bulk delete removed (ids not found are ignored). */
export const bulkDeleteResultSchema = z.object({ deleted: z.number().int() });
export type BulkDeleteResult = z.infer<typeof bulkDeleteResultSchema>;
