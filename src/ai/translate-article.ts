import { storeTranslation, type ClaimedArticle } from "../articles/lifecycle/index.js";
import { isForeignLanguage } from "../italian/detect-language.js";
import { askProvidersInTurn } from "./ask-in-turn.js";
import { askForTranslation } from "./ask-provider.js";
import type { AiDeps } from "./deps.js";
import type { ArticleText } from "./types.js";

export type TranslationOutcome =
  /** The title is stored in Italian; `article` and `text` are what the enrichment reads from now on. */
  | { status: "translated"; article: ClaimedArticle; text: ArticleText }
  /** Nothing to translate, or nobody to ask: the article goes on as it is. */
  | { status: "as_is" }
  /** Every provider asked failed: each failure is recorded; the caller fails the article, which keeps its original. */
  | { status: "failed"; error: string };

/** The prefix of a failed translation's reason on the article (processing_error). */
export const TRANSLATION_FAILED = "Translation into Italian failed";

/**
 * Translates a foreign article's title and the start of its text into Italian before anything
 * reads it (docs/decisions.md "Foreign news in Italian"), so the enrichment and the story grouping
 * see Italian words. Providers are asked in turn like for an enrichment (limits, rotation, failures
 * recorded with the task named). Left as it is: an Italian or unknown language, an article already
 * translated (a retry), a publisher reserving text and data mining (its text is never sent out), or
 * no provider that can take a request now (without a provider, the feed's foreign_items decided at import).
 */
export async function translateIfForeign(deps: AiDeps, article: ClaimedArticle, text: ArticleText, now: Date): Promise<TranslationOutcome> {
  if (!isForeignLanguage(article.language) || article.translated_from || article.tdm_reserved) return { status: "as_is" };
  const asked = await askProvidersInTurn(
    deps,
    now,
    (provider) => askForTranslation(provider, { title: text.title, text: text.text }, { fetch: deps.aiFetch, timeoutMs: deps.timeoutMs, signal: deps.stopping }),
    { task: "Translation", articleTitle: article.title },
  );
  if (!asked.provider) return asked.lastError ? { status: "failed", error: `${TRANSLATION_FAILED}: ${asked.lastError}` } : { status: "as_is" };
  const { answer } = asked;
  // The provider reads the language better than a detector reads a short title ("en" read as "sv"); an Italian answer is the detector's mistake.
  const language = answer.language === "it" ? article.language! : answer.language;
  await storeTranslation(deps.db, article.id, { title: answer.title, language });
  return {
    status: "translated",
    article: { ...article, title: answer.title, translated_from: language },
    text: { ...text, title: answer.title, text: answer.summary || text.text },
  };
}
