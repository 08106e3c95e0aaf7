import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { startAiProviderServer, type AiProviderServer } from "../../../tests/servers/ai-provider.js";
import { createAiFetch } from "../../ai/ai-fetch.js";
import { setLocalAnalyzerEnabled } from "../../ai/processing-settings.js";
import { aiConfigs, aiUsageTracking } from "../../db/schema/index.js";
import { createFetcher } from "../../feeds/fetch/fetcher.js";
import { runDiagnosticTool } from "./run-tool.js";
import type { ToolDeps } from "./tool-deps.js";

const testDb = useTestDatabase();
const fetcher = createFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: true });
let ai: AiProviderServer;

beforeAll(async () => {
  ai = await startAiProviderServer();
});
afterAll(async () => {
  await ai.close();
  await fetcher.close();
});
beforeEach(() => ai.reset());

const deps = (): ToolDeps => ({ db: testDb.db, aiFetch: createAiFetch({ allowPrivateNetwork: true }), fetcher, clearPublicCaches: () => ({}), aiTimeoutMs: 5_000 });

async function addProvider(provider: "openai" | "anthropic" | "google", options: { priority?: number; active?: boolean } = {}) {
  await testDb.db.insert(aiConfigs).values({
    provider,
    api_key: `key-${provider}-0123456789`,
    model_name: `model-${provider}`,
    endpoint: ai.baseUrl(provider),
    priority: options.priority ?? 1,
    active: options.active ?? true,
  });
}

describe("the AI providers tool", () => {
  it("makes a real call to every active provider with its stored key, one check each, and reports the local analyzer", async () => {
    await addProvider("openai", { priority: 1 });
    await addProvider("anthropic", { priority: 2 });
    await addProvider("google", { active: false });
    const result = await runDiagnosticTool("ai-providers", deps());
    expect(result).toMatchObject({ tool: "ai-providers", success: true, detail: null, counts: { providers: 2, failed: 0, local_analyzer: 1 } });
    expect(result.checks).toEqual([
      { name: "openai (model-openai)", success: true, detail: null },
      { name: "anthropic (model-anthropic)", success: true, detail: null },
      { name: "locale", success: true, detail: "on" },
    ]);
    expect(ai.requests.map((request) => request.kind).sort()).toEqual(["anthropic", "openai"]);
    expect(ai.requests.find((request) => request.kind === "openai")?.headers.authorization).toBe("Bearer key-openai-0123456789");
    // A test is not an article: nothing counted against the daily limits.
    expect(await testDb.db.select().from(aiUsageTracking)).toEqual([]);
  });

  it("fails when a provider fails, with the provider's reason on its check", async () => {
    await addProvider("openai");
    ai.script({ status: 401, body: { error: { message: "Incorrect API key provided" } } });
    const result = await runDiagnosticTool("ai-providers", deps());
    expect(result).toMatchObject({ success: false, detail: "1 of 1 providers failed", counts: { providers: 1, failed: 1 } });
    expect(result.checks[0]).toMatchObject({ name: "openai (model-openai)", success: false, detail: expect.stringContaining("rejected the API key (HTTP 401)") });
  });

  it("with no active provider, passes on the local analyzer alone, and fails when it is off too", async () => {
    expect(await runDiagnosticTool("ai-providers", deps())).toMatchObject({ success: true, checks: [{ name: "locale", success: true, detail: "on" }] });
    await setLocalAnalyzerEnabled(testDb.db, false);
    expect(await runDiagnosticTool("ai-providers", deps())).toMatchObject({
      success: false,
      detail: "No active AI provider, and the local analyzer is off",
      checks: [{ name: "locale", success: false, detail: "off" }],
      counts: { providers: 0, failed: 0, local_analyzer: 0 },
    });
  });
});
