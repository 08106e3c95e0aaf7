/** Short brand names for the credit line; the admin screens use the longer AI_PROVIDER_LABELS. */
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

/**
 * "Riassunto generato con OpenAI", "Riassunto generato con AI locale" for the
 * built-in analyzer, the raw name when unknown (docs/product.md#article-page):
 * the page says who wrote the summary, since cards no longer carry a badge.
 */
export function summaryCredit(provider: string): string {
  return `Riassunto generato con ${provider === LOCAL_PROVIDER ? "AI locale" : (PROVIDER_NAMES[provider] ?? provider)}`;
}
