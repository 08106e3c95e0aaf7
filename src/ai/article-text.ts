import type { ClaimedArticle } from "../articles/lifecycle/index.js";
import { CATEGORIES, type Category } from "../shared/constants.js";
import type { ArticleText } from "./types.js";

/**
 * What analyzers read of a claimed article: the full text when stored, else
 * the feed's summary, with every paragraph ending a sentence; and, for the
 * local analyzer, what its feed says of it.
 */
export function articleText(article: ClaimedArticle): ArticleText {
  const text = article.content_original?.trim() || article.content_summary?.trim() || "";
  const defaultCategory = (CATEGORIES as readonly string[]).includes(article.feed_default_category ?? "") ? (article.feed_default_category as Category) : null;
  return {
    title: article.title,
    source_name: article.source_name,
    text: paragraphsAsSentences(text),
    signals: { itemCategories: article.source_categories ?? [], url: article.source_url || null, feedName: article.feed_name, defaultCategory },
  };
}

// A paragraph that ends like this already ends a sentence (or leads into a list, after a colon).
const ENDED = /[.!?…:;]["'»”’)\]]*$/u;
const LOOSE_END = /[\s,\-–—]+$/u;
// An unpunctuated paragraph this short is a heading, a kicker, a byline, a date or a table row, not a sentence.
const MAX_LABEL_WORDS = 10;

/**
 * Stored text keeps its blocks as paragraphs (docs/product.md#feed-sync); an
 * analyzer that reads it as one line would glue a heading or a standfirst
 * without a full stop onto the next sentence ("I prossimi passaggi Il
 * bilancio sarà…"). So analyzers read sentences only: a short paragraph
 * without a final stop (a heading, a label) is left out, a longer one (a
 * standfirst) gets the full stop it lacks. The last paragraph keeps its end
 * (a feed's excerpt may stop mid-sentence, and the summary knows it).
 */
export function paragraphsAsSentences(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/u)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length < 2) return text;
  const sentences = paragraphs.flatMap((paragraph, index) => {
    if (ENDED.test(paragraph)) return [paragraph];
    if (paragraph.split(/\s+/u).length <= MAX_LABEL_WORDS) return [];
    return [index === paragraphs.length - 1 ? paragraph : `${paragraph.replace(LOOSE_END, "")}.`];
  });
  // Only labels: they are all the text there is.
  return sentences.length > 0 ? sentences.join("\n\n") : paragraphs.map((paragraph) => (ENDED.test(paragraph) ? paragraph : `${paragraph}.`)).join("\n\n");
}
