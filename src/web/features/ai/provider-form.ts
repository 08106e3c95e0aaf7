import type { z } from "zod";
import { createAiConfigSchema } from "../../../shared/ai";
import { LIMITS } from "../../../shared/constants";
import { AI_TEXT } from "./labels";

/** A new provider as the API takes it, after the defaults and fallbacks of docs/product.md#configurazione-ai. */
export type NewAiConfig = z.output<typeof createAiConfigSchema>;

/** The add-provider form's fields, as typed. */
export interface ProviderFormValues {
  provider: string;
  api_key: string;
  model_name: string;
  endpoint: string;
  priority: string;
  daily_request_limit: string;
}

/** The fields the form cannot send without. */
export type RequiredProviderField = "provider" | "api_key" | "model_name";

export type ProviderFormResult =
  | { ok: true; config: NewAiConfig }
  /** docs/product.md#configurazione-ai: a missing provider, key or model is told beside the field and nothing is sent. */
  | { ok: false; reason: "missing"; fields: RequiredProviderField[] }
  | { ok: false; reason: "invalid"; message: string };

/** A whole number within [min, max]: anything not a number becomes the fallback, a number outside the range its nearest end. */
export function boundedInteger(text: string, range: { min: number; max: number; fallback: number }): number {
  const trimmed = text.trim();
  const value = trimmed === "" ? Number.NaN : Math.trunc(Number(trimmed));
  if (!Number.isFinite(value)) return range.fallback;
  return Math.min(range.max, Math.max(range.min, value));
}

/** Reads the form: required fields first, then priority (fallback 1) and daily limit (fallback 50), then the shared schema. */
export function readProviderForm(values: ProviderFormValues): ProviderFormResult {
  const missing = (["provider", "api_key", "model_name"] as const).filter((field) => !values[field].trim());
  if (missing.length > 0) return { ok: false, reason: "missing", fields: missing };
  const parsed = createAiConfigSchema.safeParse({
    provider: values.provider,
    api_key: values.api_key,
    model_name: values.model_name,
    endpoint: values.endpoint,
    priority: boundedInteger(values.priority, LIMITS.aiPriority),
    daily_request_limit: boundedInteger(values.daily_request_limit, LIMITS.aiDailyRequests),
  });
  if (parsed.success) return { ok: true, config: parsed.data };
  const endpointWrong = parsed.error.issues.some((issue) => issue.path[0] === "endpoint");
  return { ok: false, reason: "invalid", message: endpointWrong ? AI_TEXT.form.invalidEndpoint : AI_TEXT.form.invalidInput };
}
