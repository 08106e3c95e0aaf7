import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertPendingArticles } from "../../../../tests/helpers/article-rows.js";
import { closedPort } from "../../../../tests/helpers/closed-port.js";
import { useTestDatabase } from "../../../../tests/helpers/test-db.js";
import { startAiProviderServer, validAnswer, type AiProviderServer, type AiScriptStep, type AiServerKind } from "../../../../tests/servers/ai-provider.js";
import { aiConfigs, articles, errorLogs } from "../../../db/schema/index.js";
import { errorAnalysisSchema } from "../../../shared/ai.js";
import type { AiProvider } from "../../../shared/constants.js";
import { createAiFetch } from "../../../ai/ai-fetch.js";
import { analyzeOpenErrors } from "../analyze-errors.js";
import type { AiDeps } from "../../../ai/deps.js";
import { processOneArticle } from "../../../ai/process-articles.js";
import type { ErrorRecord } from "../../../ai/types.js";
import { analyzeErrorLocally } from "../analyze-error-locally.js";

// The AI rows here are written by the pipeline itself (enrichment and error
// analysis against a real local provider server), so the rules are checked
// against the exact prefix, title and wording the writers produce today.

const testDb = useTestDatabase();
let server: AiProviderServer;

beforeAll(async () => {
  server = await startAiProviderServer();
});
afterAll(async () => server.close());
beforeEach(() => server.reset());

const KIND: Record<AiProvider, AiServerKind> = { openai: "openai", deepseek: "openai", openrouter: "openai", grok: "openai", anthropic: "anthropic", google: "google" };

interface Setup {
  provider: AiProvider;
  step?: AiScriptStep;
  title?: string;
  /** Overrides the local server, e.g. a port nobody listens on. */
  endpoint?: string;
  /** The SSRF guard as shipped, refusing 127.0.0.1. */
  guarded?: boolean;
  /** Fails an "Analizza con AI" run instead of an article enrichment. */
  errorAnalysis?: boolean;
}

/** Lets the pipeline fail once as scripted; answers the error_logs row it wrote. */
async function recordedFailure(setup: Setup): Promise<ErrorRecord> {
  const { db } = testDb;
  await db.insert(aiConfigs).values({
    provider: setup.provider,
    api_key: `key-${setup.provider}-0123456789abcdef`,
    model_name: `model-${setup.provider}`,
    endpoint: setup.endpoint ?? server.baseUrl(KIND[setup.provider]),
  });
  if (setup.step) server.script(setup.step);
  const deps: AiDeps = { db, aiFetch: createAiFetch({ allowPrivateNetwork: !setup.guarded }), timeoutMs: 2_000 };
  if (setup.errorAnalysis) {
    await db.insert(errorLogs).values({ error_type: "job_failed", severity: "high", error_message: "boom", source: "cleanup-old-articles" });
    await analyzeOpenErrors(deps);
  } else {
    const [id] = await insertPendingArticles(db, 1);
    if (setup.title) await db.update(articles).set({ title: setup.title }).where(eq(articles.id, id!));
    await processOneArticle(deps, id!);
  }
  const rows = await db.select().from(errorLogs).where(like(errorLogs.error_type, "ai\\_%"));
  expect(rows).toHaveLength(1);
  const [row] = rows;
  return { error_type: row!.error_type, error_message: row!.error_message, source: row!.source, severity: row!.severity, stack_trace: row!.stack_trace };
}

describe("AI failures as the pipeline records them", () => {
  it.each<[string, Setup | (() => Promise<Setup>), RegExp]>([
    [
      "an outage, on a headline about a pension quota",
      { provider: "openai", step: { status: 503 }, title: 'Pensioni, "Quota 103": chi può lasciare il lavoro' },
      /^OpenAI ha avuto un errore interno \(HTTP 503\)/,
    ],
    ["a model that does not exist", { provider: "openrouter", step: { status: 404 } }, /^OpenRouter ha risposto HTTP 404: il modello configurato \("model-openrouter"\) non esiste/],
    ["a refused key", { provider: "anthropic", step: { status: 401 } }, /^Anthropic ha rifiutato la chiave API \(HTTP 401\)/],
    [
      "a daily quota with retry-after",
      {
        provider: "deepseek",
        step: { status: 429, headers: { "retry-after": "3600" }, body: { error: { message: "Rate limit exceeded: free-models-per-day", type: "rate_limit_exceeded", code: null } } },
      },
      /^DeepSeek ha raggiunto il limite giornaliero di richieste del tuo piano \(HTTP 429\).*Il provider chiede di riprovare dopo le \d/,
    ],
    ["a per-minute rate limit", { provider: "google", step: { status: 429 } }, /^Google Gemini ha rifiutato le richieste perché ne sono arrivate troppe \(HTTP 429\)/],
    ["an answer too slow", { provider: "grok", step: { delayMs: 6_000 } }, /^Grok \(xAI\) non ha risposto entro il tempo massimo.*\("model-grok"\)/],
    ["a port nobody listens on", async () => ({ provider: "openai", endpoint: `http://127.0.0.1:${await closedPort()}/v1` }), /^Rassegna non è riuscita a collegarsi a OpenAI.*rifiutato la connessione \(ECONNREFUSED\)/],
    ["an endpoint on this machine, SSRF guard on", { provider: "openai", guarded: true }, /collegarsi a OpenAI.*127\.0\.0\.1, un indirizzo di loopback.*protezione SSRF/],
    [
      "an answer off the schema",
      { provider: "openai", step: { answer: { ...validAnswer(), category: "gossip" } } },
      /^OpenAI ha risposto, ma la risposta non rispettava lo schema.*\("model-openai"\).*gossip/,
    ],
    [
      "a low confidence, on a headline quoting numbers",
      { provider: "openai", step: { answer: validAnswer({ confidence: 0.3 }) }, title: 'Sondaggio, "fiducia al 2": confidence 9' },
      /l'articolo "Sondaggio, "fiducia al 2": confidence 9" con una confidenza di 0,3 inferiore alla confidenza minima impostata in «Automazione» \(0,7\)/,
    ],
    [
      "an error analysis answered off its schema",
      { provider: "openai", errorAnalysis: true, step: { text: "Ecco la mia analisi dell'errore" } },
      /lo schema richiesto \(causa, soluzioni e consigli di prevenzione in italiano\)/,
    ],
  ])("%s", async (_what, setup, cause) => {
    const row = await recordedFailure(typeof setup === "function" ? await setup() : setup);
    const analysis = analyzeErrorLocally(row);
    expect(analysis.root_cause).toMatch(cause);
    expect(errorAnalysisSchema.safeParse(analysis).success).toBe(true);
  });
});
