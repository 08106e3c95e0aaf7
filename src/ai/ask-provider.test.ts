import type { IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AiProviderServer, type AiServerKind, startAiProviderServer, validAnswer, validErrorAnalysis } from "../../tests/servers/ai-provider.js";
import { AI_PROVIDER_DEFAULT_MODELS, type AiProvider } from "../shared/constants.js";
import { AiCallError } from "./ai-call-error.js";
import { createAiFetch } from "./ai-fetch.js";
import { type AskOptions, askForEnrichment, askForErrorAnalysis, testProviderConnection } from "./ask-provider.js";
import { PROMPT_TEXT_MAX_CHARS, TRUNCATION_MARKER } from "./prompts.js";
import type { ProviderConfig } from "./provider-model.js";
import type { ArticleText, ErrorRecord } from "./types.js";

const bearer = (headers: IncomingHttpHeaders) => headers.authorization?.replace(/^Bearer /, "");

/** Each provider, the wire format it speaks and where its key travels. */
const PROVIDERS: { provider: AiProvider; kind: AiServerKind; sentKey: (headers: IncomingHttpHeaders) => unknown }[] = [
  { provider: "openai", kind: "openai", sentKey: bearer },
  { provider: "anthropic", kind: "anthropic", sentKey: (headers) => headers["x-api-key"] },
  { provider: "google", kind: "google", sentKey: (headers) => headers["x-goog-api-key"] },
  { provider: "openrouter", kind: "openai", sentKey: bearer },
  { provider: "deepseek", kind: "openai", sentKey: bearer },
  { provider: "grok", kind: "openai", sentKey: bearer },
];

const ARTICLE: ArticleText = {
  title: "Banda ultralarga, via libera al piano per le aree interne",
  source_name: "Il Sole 24 Ore",
  text: "Il Consiglio dei ministri ha approvato il piano da 2 miliardi per portare la fibra nei comuni montani.",
};

const ERROR: ErrorRecord = {
  error_type: "feed_sync_failed",
  error_message: "Timeout after 15000 ms fetching https://example.it/rss",
  source: "feeds/sync",
  severity: "high",
  stack_trace: null,
};

let server: AiProviderServer;
beforeAll(async () => {
  server = await startAiProviderServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function configFor(provider: AiProvider, kind: AiServerKind): ProviderConfig {
  // The trailing slash is how admins often paste endpoints; it must not double up in request paths.
  return { provider, api_key: `sk-test-${provider}-0123456789abcdef`, model_name: AI_PROVIDER_DEFAULT_MODELS[provider], endpoint: `${server.baseUrl(kind)}/` };
}

const options: AskOptions = { fetch: globalThis.fetch, timeoutMs: 5_000 };

async function failure(promise: Promise<unknown>): Promise<AiCallError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AiCallError);
  return error as AiCallError;
}

describe.each(PROVIDERS)("$provider", ({ provider, kind, sentKey }) => {
  const config = () => configFor(provider, kind);

  it("turns a valid answer into an enrichment, sending the key and the article", async () => {
    server.script({ answer: validAnswer() });
    await expect(askForEnrichment(config(), ARTICLE, options)).resolves.toEqual(validAnswer());

    const [request] = server.requests;
    expect(sentKey(request!.headers)).toBe(config().api_key);
    expect(request!.model).toBe(AI_PROVIDER_DEFAULT_MODELS[provider]);
    for (const part of [ARTICLE.title, ARTICLE.source_name, ARTICLE.text]) expect(request!.prompt).toContain(part);
  });

  it("reports malformed JSON as an invalid answer", async () => {
    server.script({ text: '{"summary": "Il governo ha approvato il piano.", "category": "tecn' });
    const error = await failure(askForEnrichment(config(), ARTICLE, options));
    expect(error.reason).toBe("invalid_answer");
    expect(error.message).toMatch(/not valid JSON/);
  });

  it.each([
    ["a category outside the 12", { category: "gossip" }, /category/],
    ["a single keyword", { keywords: ["governo"] }, /keywords/],
    ["a 900-character summary", { summary: `${"Il governo ha approvato il piano ".repeat(28).slice(0, 899)}.` }, /summary/],
  ])("reports an answer with %s as invalid", async (_case, overrides, field) => {
    server.script({ answer: { ...validAnswer(), ...overrides } });
    const error = await failure(askForEnrichment(config(), ARTICLE, options));
    expect(error.reason).toBe("invalid_answer");
    expect(error.message).toMatch(field);
  });

  it("reports 429 as rate limited, with the retry-after time", async () => {
    server.script({ status: 429, headers: { "retry-after": "120" } });
    const before = Date.now();
    const error = await failure(askForEnrichment(config(), ARTICLE, options));
    expect(error).toMatchObject({ reason: "rate_limited", status: 429 });
    expect(error.retryAfter!.getTime()).toBeGreaterThanOrEqual(before + 119_000);
    expect(error.retryAfter!.getTime()).toBeLessThanOrEqual(Date.now() + 121_000);
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    [401, "auth"],
    [403, "auth"],
    [500, "http_status"],
  ] as const)("reports HTTP %i as %s without retrying", async (status, reason) => {
    server.script({ status });
    const error = await failure(askForEnrichment(config(), ARTICLE, options));
    expect(error).toMatchObject({ reason, status });
    expect(error.message).toContain(String(status));
    expect(server.requests).toHaveLength(1);
  });

  it("gives up after timeoutMs", async () => {
    server.script({ delayMs: 2_000, then: { answer: validAnswer() } });
    const started = Date.now();
    const error = await failure(askForEnrichment(config(), ARTICLE, { ...options, timeoutMs: 300 }));
    expect(error.reason).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("reports a dropped connection", async () => {
    server.script({ hangUp: true });
    const error = await failure(askForEnrichment(config(), ARTICLE, options));
    expect(error.reason).toBe("connection");
  });

  it("gets an error analysis in Italian", async () => {
    server.script({ answer: validErrorAnalysis() });
    await expect(askForErrorAnalysis(config(), ERROR, options)).resolves.toEqual(validErrorAnalysis());
    expect(server.requests[0]!.prompt).toContain(ERROR.error_message);
  });

  it("tests the connection with a real call, and fails on a rejected key", async () => {
    await expect(testProviderConnection(config(), options)).resolves.toBeUndefined();
    expect(sentKey(server.requests[0]!.headers)).toBe(config().api_key);

    server.script({ status: 401 });
    const error = await failure(testProviderConnection(config(), options));
    expect(error.reason).toBe("auth");
  });
});

describe("askForEnrichment details", () => {
  const openai = () => configFor("openai", "openai");

  it("sends at most 6,000 characters of article text, cut at a word and marked", async () => {
    const words = Array.from({ length: 1_500 }, (_, index) => `parola${index}`);
    await askForEnrichment(openai(), { ...ARTICLE, text: words.join(" ") }, options);

    const prompt = server.requests[0]!.prompt;
    const text = prompt.slice(prompt.indexOf("Testo:\n") + "Testo:\n".length, prompt.indexOf(TRUNCATION_MARKER));
    expect(text.length).toBeLessThanOrEqual(PROMPT_TEXT_MAX_CHARS);
    expect(text.length).toBeGreaterThan(PROMPT_TEXT_MAX_CHARS - 20);
    expect(words).toContain(text.trim().split(" ").at(-1));
    expect(prompt).not.toContain(words.at(-1));
  });

  it("accepts harmless differences: category case, padded terms, fenced JSON", async () => {
    const answer = { ...validAnswer(), category: " Tecnologia ", sentiment: "POSITIVO", keywords: [" governo ", "fibra", "Governo", "comuni"] };
    server.script({ text: `\`\`\`json\n${JSON.stringify(answer)}\n\`\`\`` });
    await expect(askForEnrichment(openai(), ARTICLE, options)).resolves.toMatchObject({
      category: "tecnologia",
      sentiment: "positivo",
      keywords: ["governo", "fibra", "comuni"],
    });
  });

  it("uses the json tool for claude-3-haiku, which lacks native structured output", async () => {
    await askForEnrichment(configFor("anthropic", "anthropic"), ARTICLE, options);
    expect(server.requests[0]!.body.tools).toEqual([expect.objectContaining({ name: "json" })]);
  });

  it("never puts the API key in the error message", async () => {
    const config = openai();
    server.script({ status: 401, body: { error: { message: `Incorrect API key provided: ${config.api_key}` } } });
    const error = await failure(askForEnrichment(config, ARTICLE, options));
    expect(error.reason).toBe("auth");
    expect(error.message).not.toContain(config.api_key);
  });

  it("stops when the caller aborts", async () => {
    server.script({ delayMs: 2_000 });
    const controller = new AbortController();
    // Abort once the provider holds the request, mid-answer.
    void server.received(1).then(() => controller.abort());
    const error = await failure(askForEnrichment(openai(), ARTICLE, { ...options, signal: controller.signal }));
    expect(error.reason).toBe("timeout");
  });
});

describe("askForEnrichment through the SSRF-guarded fetch", () => {
  // As in production, but 127.0.0.1 (the stand-in provider) is let through.
  const guarded: AskOptions = { fetch: createAiFetch({ allowPrivateNetwork: false, ssrfExemptAddresses: ["127.0.0.1"] }), timeoutMs: 5_000 };
  const openai = () => configFor("openai", "openai");

  it("refuses an endpoint that redirects to the cloud metadata address, as an SSRF refusal the admin reads", async () => {
    server.script({ status: 307, headers: { location: "http://169.254.169.254/latest/meta-data/" } });
    const error = await failure(askForEnrichment(openai(), ARTICLE, guarded));
    expect(error).toMatchObject({ reason: "connection", message: "Cannot reach the provider: Refused cloud metadata address 169.254.169.254 (SSRF guard)" });
    expect(server.requests).toHaveLength(1);
  });

  it("follows a 308 to the provider's own address, sending the request again", async () => {
    server.script({ status: 308, headers: { location: `${server.baseUrl("openai")}/chat/completions?region=eu` } }, { answer: validAnswer() });
    await expect(askForEnrichment(openai(), ARTICLE, guarded)).resolves.toEqual(validAnswer());
    expect(server.requests.map((request) => request.method)).toEqual(["POST", "POST"]);
    expect(server.requests[1]!.prompt).toContain(ARTICLE.title);
    expect(bearer(server.requests[1]!.headers)).toBe(openai().api_key);
  });
});
