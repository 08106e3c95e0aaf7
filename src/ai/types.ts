import type { AiAnswer } from "../shared/ai.js";

/** What an analyzer reads of an article: the prompt carries the same three things. */
export interface ArticleText {
  title: string;
  source_name: string;
  /** Clean text (content_original, or the feed summary when that is all there is). */
  text: string;
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

/** The enrichment of one article, whoever produced it. */
export type Enrichment = AiAnswer;

/** An error_logs row as the analyzers read it. */
export interface ErrorRecord {
  error_type: string;
  error_message: string;
  source: string;
  severity: string;
  stack_trace: string | null;
}
