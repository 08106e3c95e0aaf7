import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/database.js";
import { aiConfigs } from "../db/schema/index.js";
import { maskApiKey, type AiConfigView, type AiConnectionTestResponse, type createAiConfigSchema, type updateAiConfigSchema } from "../shared/ai.js";
import type { AiProvider } from "../shared/constants.js";
import { NotFoundError } from "../platform/errors.js";
import { toAiCallError } from "./ai-call-error.js";
import { testProviderConnection } from "./ask-provider.js";
import type { AiDeps } from "./deps.js";

type AiConfigRow = typeof aiConfigs.$inferSelect;

/** The API's view of a provider: the key only masked (write-only secret). */
export function toAiConfigView(row: AiConfigRow): AiConfigView {
  return {
    id: row.id,
    provider: row.provider,
    api_key: maskApiKey(row.api_key),
    model_name: row.model_name,
    endpoint: row.endpoint,
    priority: row.priority,
    daily_request_limit: row.daily_request_limit,
    active: row.active,
    created_at: row.created_at.toISOString(),
  };
}

/** Every configured provider, priority 1 first (docs/product.md#configurazione-ai). */
export async function listAiConfigs(db: Database): Promise<AiConfigView[]> {
  const rows = await db.select().from(aiConfigs).orderBy(asc(aiConfigs.priority), asc(aiConfigs.created_at));
  return rows.map(toAiConfigView);
}

/** Adds a provider, active from now on. */
export async function createAiConfig(db: Database, input: z.output<typeof createAiConfigSchema>): Promise<AiConfigView> {
  const [row] = await db.insert(aiConfigs).values(input).returning();
  if (!row) throw new Error("ai_configs insert returned no row");
  return toAiConfigView(row);
}

/** Switches a provider on or off, or moves it to another priority. */
export async function updateAiConfig(db: Database, id: string, input: z.output<typeof updateAiConfigSchema>): Promise<AiConfigView> {
  const [row] = await db.update(aiConfigs).set(input).where(eq(aiConfigs.id, id)).returning();
  if (!row) throw new NotFoundError("AI provider not found");
  return toAiConfigView(row);
}

/** Removes a provider and its usage counters; articles it enriched keep its name. */
export async function deleteAiConfig(db: Database, id: string): Promise<void> {
  const deleted = await db.delete(aiConfigs).where(eq(aiConfigs.id, id)).returning({ id: aiConfigs.id });
  if (deleted.length === 0) throw new NotFoundError("AI provider not found");
}

/**
 * "Test connessione": a real minimal call with the stored key. It does not
 * count against the daily limit, which is for articles.
 */
export async function testAiConfig(deps: AiDeps, id: string): Promise<AiConnectionTestResponse> {
  const [row] = await deps.db.select().from(aiConfigs).where(eq(aiConfigs.id, id));
  if (!row) throw new NotFoundError("AI provider not found");
  const started = performance.now();
  const config = { provider: row.provider as AiProvider, api_key: row.api_key, model_name: row.model_name, endpoint: row.endpoint };
  const base = { provider: row.provider, model_name: row.model_name };
  try {
    await testProviderConnection(config, { fetch: deps.aiFetch, timeoutMs: deps.timeoutMs, signal: deps.stopping });
    return { success: true, ...base, latency_ms: Math.round(performance.now() - started), error: null };
  } catch (error) {
    return { success: false, ...base, latency_ms: Math.round(performance.now() - started), error: toAiCallError(error).message };
  }
}
