/**
 * Who wrote a summary, said wherever the summary is shown: cards, the article page, /rss.xml, the Open Graph
 * description that social posts' previews show, structured data (docs/decisions.md, "Machine-written text").
 * A summary the enrichment wrote is labelled as written automatically; once an administrator saved it from the
 * dashboard, taking editorial responsibility for it, it is "rivisto dalla redazione" and the label goes.
 * No zod here: the cards' bundle imports it.
 */

/** Short brand names; the admin screens use the longer AI_PROVIDER_LABELS. */
const PROVIDER_NAMES: Record<string, string> = {
  openai: "OpenAI",
  anthropic: "Anthropic",
  google: "Gemini",
  openrouter: "OpenRouter",
  deepseek: "DeepSeek",
  grok: "Grok",
};

/** The built-in analyzer's provider name (LOCAL_ANALYZER in shared/ai.ts, whose zod schemas would weigh on the page's bundle). */
const LOCAL_PROVIDER = "locale";

/** The short label a card puts under a machine-written summary. */
export const MACHINE_SUMMARY_LABEL = "Riassunto automatico";

/** What a reviewed summary says instead. */
export const REVIEWED_SUMMARY_CREDIT = "Riassunto rivisto dalla redazione";

/** What decides the disclosure: who enriched the article, and whether an administrator took the summary on. */
export interface SummaryAuthorship {
  processed_by_ai_provider: string | null;
  summary_reviewed_at: Date | string | null;
}

/** "OpenAI", "AI locale" for the built-in analyzer, the raw name when unknown. */
export function providerName(provider: string): string {
  return provider === LOCAL_PROVIDER ? "AI locale" : (PROVIDER_NAMES[provider] ?? provider);
}

/** True when the summary was written by the enrichment and no administrator has reviewed it. */
export function isMachineWritten(article: SummaryAuthorship): boolean {
  return Boolean(article.processed_by_ai_provider) && !article.summary_reviewed_at;
}

/**
 * The full credit: "Riassunto generato automaticamente con OpenAI", "… con AI locale", or
 * "Riassunto rivisto dalla redazione"; null when no enrichment wrote anything.
 */
export function summaryDisclosure(article: SummaryAuthorship): string | null {
  if (article.summary_reviewed_at) return REVIEWED_SUMMARY_CREDIT;
  if (!article.processed_by_ai_provider) return null;
  return `Riassunto generato automaticamente con ${providerName(article.processed_by_ai_provider)}`;
}
