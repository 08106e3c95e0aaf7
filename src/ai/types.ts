import type { Category } from "../shared/constants.js";

/** What the feed and the admin say about an article beside its text: signals for the local analyzer. */
export interface ArticleSignals {
  /** The feed item's own <category> terms (articles.source_categories). */
  itemCategories: readonly string[];
  /** The article's address: section words in its path ("/sport/", "/esteri/") hint at the category. */
  url: string | null;
  /** The feed's name as the admin gave it. */
  feedName: string | null;
  /** The admin's per-feed default category (rss_feeds.default_category). */
  defaultCategory: Category | null;
}

/** What an analyzer reads of an article: the prompt carries the same three things. */
export interface ArticleText {
  title: string;
  source_name: string;
  /** Clean text (content_original, or the feed summary when that is all there is). */
  text: string;
  /** Present when the article came from a feed; providers read only the three fields above. */
  signals?: ArticleSignals;
}

/**
 * Document frequencies over the stored articles, for TF-IDF keywords.
 * Built from tokens already lower-cased, unaccented-as-stored and stop-word free.
 */
export interface CorpusStats {
  /** Number of documents counted. */
  documents: number;
  /** term -> number of documents containing it. */
  documentFrequency: ReadonlyMap<string, number>;
}

/** An error_logs row as the analyzers read it. */
export interface ErrorRecord {
  error_type: string;
  error_message: string;
  source: string;
  severity: string;
  stack_trace: string | null;
}
