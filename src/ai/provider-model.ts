import type { LanguageModel } from "ai";
import type { AiProvider } from "../shared/constants.js";

// The SDK warns on every call that uses a compatibility mode (DeepSeek's JSON schema in the
// system message); we validate every answer with zod, so the warning would only flood the logs.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

/** What a call to one configured provider needs (an ai_configs row, key in clear). */
export interface ProviderConfig {
  provider: AiProvider;
  api_key: string;
  model_name: string;
  /** Base URL replacing the provider's own; empty for the default. */
  endpoint: string;
}

/**
 * The AI SDK model for a configured provider; every request goes through the
 * given fetch. Each provider's package loads with its first call: a server
 * with no provider configured never holds one in memory.
 */
export async function createProviderModel(config: ProviderConfig, fetch: typeof globalThis.fetch): Promise<LanguageModel> {
  const settings = { apiKey: config.api_key, fetch, ...baseUrlOf(config.endpoint) };
  switch (config.provider) {
    // Chat Completions rather than the Responses API, so OpenAI-compatible endpoints work too.
    case "openai":
      return (await import("@ai-sdk/openai")).createOpenAI(settings).chat(config.model_name);
    case "anthropic":
      return (await import("@ai-sdk/anthropic")).createAnthropic(settings)(config.model_name);
    case "google":
      return (await import("@ai-sdk/google")).createGoogleGenerativeAI(settings)(config.model_name);
    case "openrouter":
      return (await import("@openrouter/ai-sdk-provider")).createOpenRouter({ ...settings, appName: "Rassegna" }).chat(config.model_name);
    case "deepseek":
      return (await import("@ai-sdk/deepseek")).createDeepSeek(settings)(config.model_name);
    case "grok":
      return (await import("@ai-sdk/xai")).createXai(settings).chat(config.model_name);
    default:
      // Rows come from the database: a provider removed from the list must fail loudly.
      throw new Error(`Unknown AI provider: ${String(config.provider)}`);
  }
}

function baseUrlOf(endpoint: string): { baseURL?: string } {
  const trimmed = endpoint.trim().replace(/\/+$/, "");
  return trimmed === "" ? {} : { baseURL: trimmed };
}
