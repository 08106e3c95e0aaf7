import type * as Ai from "ai";
import type { JSONSchema7, LanguageModel, OutputInterface } from "ai";
import { z } from "zod";
import type { ErrorAnalysis } from "../db/schema/ops.js";
import { type AiAnswer, aiAnswerSchema, errorAnalysisSchema, type Translation, translationSchema } from "../shared/ai.js";
import { cutAtWord } from "../shared/cut-at-word.js";
import { AiCallError, toAiCallError } from "./ai-call-error.js";
import {
  CONNECTION_TEST_PROMPT,
  enrichmentPrompt,
  errorAnalysisPrompt,
  type Prompt,
  storySummaryPrompt,
  type StoryPromptReport,
  translationPrompt,
  type TranslationInput,
} from "./prompts.js";
import { createProviderModel, type ProviderConfig } from "./provider-model.js";
import type { ArticleText, ErrorRecord } from "./types.js";

export interface AskOptions {
  /** Every request goes through this fetch (in production the SSRF-guarded one). */
  fetch: typeof globalThis.fetch;
  /** Whole call, answer included; default 30 s. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const ANSWER_EXCERPT_CHARS = 120;

interface ObjectSpec<T> {
  /** Sent as the JSON schema's name: letters, digits, _ and - only (OpenAI's rule). */
  name: string;
  description: string;
  schema: z.ZodType<T>;
  /** Smooths over harmless differences (case, spaces, duplicates) before validation. */
  normalise: (value: unknown) => unknown;
}

const ENRICHMENT: ObjectSpec<AiAnswer> = {
  name: "article_enrichment",
  description: "Riassunto, categoria, sentiment, parole chiave e tag di un articolo",
  schema: aiAnswerSchema,
  normalise: normaliseEnrichment,
};

const ERROR_ANALYSIS: ObjectSpec<ErrorAnalysis> = {
  name: "error_analysis",
  description: "Causa, soluzioni e prevenzione di un errore",
  schema: errorAnalysisSchema,
  normalise: normaliseErrorAnalysis,
};

/** Asks one provider to enrich an article; throws AiCallError unless the answer fits aiAnswerSchema. */
export async function askForEnrichment(config: ProviderConfig, article: ArticleText, options: AskOptions): Promise<AiAnswer> {
  return askForObject(config, enrichmentPrompt(article), ENRICHMENT, options);
}

const TRANSLATION: ObjectSpec<Translation> = {
  name: "article_translation",
  description: "Traduzione in italiano del titolo e del testo di una notizia straniera",
  schema: translationSchema,
  normalise: (value) => value,
};

/** Asks one provider to translate a foreign item's title and text into Italian; throws AiCallError unless the answer fits translationSchema. */
export async function askForTranslation(config: ProviderConfig, input: TranslationInput, options: AskOptions): Promise<Translation> {
  return askForObject(config, translationPrompt(input), TRANSLATION, options);
}

/** Asks one provider to explain an error to the operator, in Italian; throws AiCallError on failure. */
export async function askForErrorAnalysis(config: ProviderConfig, error: ErrorRecord, options: AskOptions): Promise<ErrorAnalysis> {
  return askForObject(config, errorAnalysisPrompt(error), ERROR_ANALYSIS, options);
}

/** Asks one provider for a story's summary as plain Italian text (checked against the reports by the caller); throws AiCallError on failure. */
export async function askForStorySummary(config: ProviderConfig, reports: readonly StoryPromptReport[], options: AskOptions): Promise<string> {
  const text = await callProvider(config, options, async (sdk, model, abortSignal) => {
    const result = await sdk.generateText({ model, ...storySummaryPrompt(reports), temperature: 0.2, maxOutputTokens: 600, maxRetries: 0, abortSignal });
    return result.text;
  });
  if (!text.trim()) throw new AiCallError("invalid_answer", "empty story summary");
  return text;
}

/** Makes a real call of a few tokens with the provider's key and model; throws AiCallError on failure. */
export async function testProviderConnection(config: ProviderConfig, options: AskOptions): Promise<void> {
  // Any answer at all proves key, model and endpoint; an empty one (e.g. a thinking model out of tokens) still does.
  await callProvider(config, options, (sdk, model, abortSignal) =>
    sdk.generateText({ model, prompt: CONNECTION_TEST_PROMPT, maxOutputTokens: 16, maxRetries: 0, abortSignal }),
  );
}

async function askForObject<T>(config: ProviderConfig, prompt: Prompt, spec: ObjectSpec<T>, options: AskOptions): Promise<T> {
  return callProvider(config, options, async (sdk, model, abortSignal) => {
    const output = structuredOutput(sdk, spec);
    const result = await sdk.generateText({ model, ...prompt, output, temperature: 0.2, maxRetries: 0, abortSignal });
    // A getter that throws NoOutputGeneratedError when the model stopped without text (e.g. out of tokens).
    return result.output;
  });
}

/** The AI SDK, loaded by the first provider call rather than at start (docs/performance.md, idle memory). */
type AiSdk = typeof Ai;

/** Runs one call under the timeout and turns whatever it throws into an AiCallError without the key in it. */
async function callProvider<T>(
  config: ProviderConfig,
  options: AskOptions,
  call: (sdk: AiSdk, model: LanguageModel, abortSignal: AbortSignal) => Promise<T>,
): Promise<T> {
  try {
    const [sdk, model] = await Promise.all([import("ai"), createProviderModel(config, options.fetch)]);
    // The provider's time starts once the SDK is loaded: the first call after start loads it, and a busy
    // machine's module loading is not the provider being slow.
    const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const abortSignal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    return await call(sdk, model, abortSignal);
  } catch (error) {
    throw withoutKey(toAiCallError(error), config.api_key);
  }
}

/**
 * JSON output with the schema the provider is asked for, parsed by us: fenced or
 * wrapped JSON is unwrapped, harmless differences normalised, then zod decides.
 */
function structuredOutput<T>(sdk: AiSdk, spec: ObjectSpec<T>): OutputInterface<T, unknown, never> {
  const base = sdk.Output.object({ schema: sdk.jsonSchema<T>(wireSchema(spec.schema)), name: spec.name, description: spec.description });
  return { ...base, parseCompleteOutput: async ({ text }) => parseAnswer(text, spec) };
}

/**
 * The schema as sent: types, enums and required fields only. Length and count
 * limits are rejected by some providers' strict modes (OpenAI, xAI); the prompt
 * states them and zod enforces them on the answer.
 */
function wireSchema(schema: z.ZodType): JSONSchema7 {
  const dropped = new Set(["$schema", "minLength", "maxLength", "minItems", "maxItems", "minimum", "maximum"]);
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (node === null || typeof node !== "object") return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => !dropped.has(key))
        .map(([key, value]) => [key, key === "enum" ? value : strip(value)]),
    );
  };
  // Output mode keeps additionalProperties: false, which OpenAI's strict mode requires.
  return strip(z.toJSONSchema(schema)) as JSONSchema7;
}

function parseAnswer<T>(text: string, spec: ObjectSpec<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(unwrapJson(text));
  } catch {
    throw new AiCallError("invalid_answer", `Provider answer is not valid JSON: ${excerpt(text)}`);
  }
  const normalised = spec.normalise(value);
  const parsed = spec.schema.safeParse(normalised);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((issue) => {
      // zod lists every allowed value; the one the model sent says more.
      const sent = JSON.stringify(valueAt(normalised, issue.path)) ?? "undefined";
      const problem = issue.code === "invalid_value" ? `${excerpt(sent, 40)} is not allowed` : issue.message;
      return `${issue.path.join(".") || "answer"}: ${problem}`;
    });
    throw new AiCallError("invalid_answer", `Provider answer does not match the expected format: ${issues.join("; ")}`);
  }
  return parsed.data;
}

/** The JSON object in a model's text: as is, inside a ``` fence, or between the first { and the last }. */
function unwrapJson(text: string): string {
  const trimmed = text.trim();
  const fenced = /^```[a-z]*\s*([\s\S]*?)\s*```$/iu.exec(trimmed);
  if (fenced?.[1] !== undefined) return fenced[1];
  const start = trimmed.indexOf("{");
  const end = trimmed.lastIndexOf("}");
  return start > 0 && end > start ? trimmed.slice(start, end + 1) : trimmed;
}

function excerpt(text: string, max = ANSWER_EXCERPT_CHARS): string {
  const line = text.replace(/\s+/gu, " ").trim();
  if (line === "") return "(empty)";
  return cutAtWord(line, max, { minShareAtWord: 1 });
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  );
}

/** Case and spacing of category and sentiment, trimmed and de-duplicated terms, a numeric confidence sent as a string. */
function normaliseEnrichment(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const answer = { ...value };
  for (const key of ["category", "sentiment"] as const) {
    if (typeof answer[key] === "string") answer[key] = answer[key].trim().toLowerCase();
  }
  for (const key of ["keywords", "tags"] as const) answer[key] = uniqueTerms(answer[key]);
  if (typeof answer.confidence === "string" && answer.confidence.trim() !== "" && Number.isFinite(Number(answer.confidence))) {
    answer.confidence = Number(answer.confidence);
  }
  return answer;
}

/** A single string where a list was asked for becomes a one-item list; blank items go. */
function normaliseErrorAnalysis(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const analysis = { ...value };
  for (const key of ["suggested_solutions", "prevention_tips"] as const) {
    const list = typeof analysis[key] === "string" ? [analysis[key]] : analysis[key];
    analysis[key] = Array.isArray(list) ? list.filter((item) => typeof item !== "string" || item.trim() !== "") : list;
  }
  return analysis;
}

function uniqueTerms(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const seen = new Set<string>();
  const terms: unknown[] = [];
  for (const item of value) {
    if (typeof item !== "string") {
      terms.push(item);
      continue;
    }
    const term = item.replace(/\s+/gu, " ").trim();
    if (term === "" || seen.has(term.toLowerCase())) continue;
    seen.add(term.toLowerCase());
    terms.push(term);
  }
  return terms;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Provider error texts may echo the key; the message goes to logs and the API. */
function withoutKey(error: AiCallError, apiKey: string): AiCallError {
  if (apiKey.length < 8 || !error.message.includes(apiKey)) return error;
  return new AiCallError(error.reason, error.message.replaceAll(apiKey, "[api key]"), {
    cause: error.cause,
    ...(error.status !== undefined && { status: error.status }),
    ...(error.retryAfter && { retryAfter: error.retryAfter }),
  });
}
