/** An article as the public home lists it (dates are Date on the server, ISO strings over JSON). */
export interface PublicArticleCard {
  id: string;
  title: string;
  content_summary: string | null;
  image_url: string | null;
  category: string | null;
  sentiment: string | null;
  source_name: string;
  processed_by_ai_provider: string | null;
  /** Always true on the public site (publishing rule); the card's "In elaborazione" badge reads it. */
  ai_processed: boolean;
  imported_at: Date | string;
  published_at: Date | string;
}

/** One page of the public listing: GET /api/articles and the home loader. */
export interface ArticleListPage {
  articles: PublicArticleCard[];
  /** Opaque; pass back as ?cursor= for the next page. Null when there is none. */
  next_cursor: string | null;
  /** How many articles match a search or category in all, on the first page (null on later pages and for the plain home listing). */
  total: number | null;
  /** True when more than `total` match: a search stops counting at LIMITS.searchCountCap. */
  total_capped: boolean;
}

/** Everything the article page shows and tells crawlers (docs/product.md#article-page). */
export interface PublicArticle extends PublicArticleCard {
  source_url: string;
  tags: string[];
  keywords: string[];
  reading_time: number;
  content_word_count: number;
  ai_processed_at: Date | string | null;
}
