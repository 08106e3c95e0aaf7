import { z } from "zod";
import { CATEGORIES, LIMITS } from "./constants.js";

/** Dates are Date on the server and ISO strings once sent as JSON. */
const dateOrIso = z.union([z.date(), z.iso.datetime()]);

/** GET /api/articles: a search, a category ("" for all) and the cursor of the page before. */
export const articleListQuerySchema = z.object({
  search: z.string().max(LIMITS.searchLength).optional(),
  category: z
    .enum(CATEGORIES, "category must be one of the 12 categories")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  cursor: z.string().max(200).optional().describe("next_cursor of the page before"),
});

/** Another source's report of the same story: the card's "Altre N fonti", the article page's "La stessa notizia su". */
export const storySourceSchema = z.object({ id: z.string(), source_name: z.string(), title: z.string() });
export type StorySource = z.infer<typeof storySourceSchema>;

/** An article as the public home lists it. */
export const publicArticleCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  content_summary: z.string().nullable(),
  image_url: z.string().nullable(),
  category: z.string().nullable(),
  sentiment: z.string().nullable(),
  source_name: z.string(),
  processed_by_ai_provider: z.string().nullable(),
  /** When an administrator took the summary on; until then it is labelled as machine-written (summary-disclosure.ts). */
  summary_reviewed_at: dateOrIso.nullable(),
  /** Always true on the public site (publishing rule); the card's "In elaborazione" badge reads it. */
  ai_processed: z.boolean(),
  imported_at: dateOrIso,
  published_at: dateOrIso,
  /** The publisher's page. */
  source_url: z.string(),
  /**
   * The story (docs/product.md#stories): the id of its first article (of the older story when two merged), the
   * article's own id when it stands alone; null for an article never grouped, which is a story of its own.
   */
  story_id: z.string().nullable(),
  /** The story's other articles, one per other source (its newest), newest first, at most 10; [] when alone. */
  story_sources: z.array(storySourceSchema),
  /** Set when a provider translated the title into Italian: the original's language (ISO 639-1), for "Tradotto dall'inglese". */
  translated_from: z.string().nullable().optional(),
  /** The publisher's own title, beside the translated one. */
  original_title: z.string().nullable().optional(),
});
export type PublicArticleCard = z.infer<typeof publicArticleCardSchema>;

/** One page of the public listing: GET /api/articles and the home loader. */
export const articleListPageSchema = z.object({
  articles: z.array(publicArticleCardSchema),
  /** Opaque; pass back as ?cursor= for the next page. Null when there is none. */
  next_cursor: z.string().nullable(),
  /** How many articles match a search or category in all, on the first page (null on later pages and for the plain home listing). */
  total: z.number().int().nullable(),
  /** True when more than `total` match: a search stops counting at LIMITS.searchCountCap. */
  total_capped: z.boolean(),
  /**
   * The lead story's card: on the first page of the plain home listing only (no search, no category), the
   * story with most sources among those of the last 48 hours, then the most recent; its card is not repeated
   * in `articles` of any page. Null on every other page and listing, and when nothing is published.
   */
  lead: publicArticleCardSchema.nullable(),
});
export type ArticleListPage = z.infer<typeof articleListPageSchema>;

/** Everything the article page shows and tells crawlers (docs/product.md#article-page). */
/** A card of "Più lette" (docs/product.md#most-read), with its counted views of the last 24 hours. */
export type MostReadCard = Omit<PublicArticleCard, "story_sources"> & { views_24h: number };

export interface PublicArticle extends PublicArticleCard {
  tags: string[];
  keywords: string[];
  reading_time: number;
  content_word_count: number;
  ai_processed_at: Date | string | null;
}
