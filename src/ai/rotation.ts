import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { aiConfigs, aiUsageTracking } from "../db/schema/index.js";
import type { AiProvider } from "../shared/constants.js";
import { romeDay } from "../shared/dates.js";
import type { ProviderConfig } from "./provider-model.js";
import { reserveRequest } from "./usage.js";

/** A provider whose request for today is reserved: call it, then release on failure. */
export interface ReservedProvider extends ProviderConfig {
  id: string;
  priority: number;
  daily_request_limit: number;
}

/**
 * The active providers in the order to try them: priority 1 first; among equal
 * priority the one whose turn came longest ago (round-robin); any already at
 * today's limit left out.
 */
export async function providersInTurn(db: Database, now: Date, exclude: readonly string[] = []): Promise<ReservedProvider[]> {
  const rows = await db
    .select({
      id: aiConfigs.id,
      provider: aiConfigs.provider,
      api_key: aiConfigs.api_key,
      model_name: aiConfigs.model_name,
      endpoint: aiConfigs.endpoint,
      priority: aiConfigs.priority,
      daily_request_limit: aiConfigs.daily_request_limit,
    })
    .from(aiConfigs)
    .leftJoin(aiUsageTracking, and(eq(aiUsageTracking.ai_config_id, aiConfigs.id), eq(aiUsageTracking.date, romeDay(now))))
    .where(
      and(
        eq(aiConfigs.active, true),
        sql`coalesce(${aiUsageTracking.requests_count}, 0) < ${aiConfigs.daily_request_limit}`,
        exclude.length > 0 ? notInArray(aiConfigs.id, [...exclude]) : undefined,
      ),
    )
    .orderBy(asc(aiConfigs.priority), asc(aiConfigs.rotation_turn), asc(aiConfigs.created_at), asc(aiConfigs.id));
  return rows.map((row) => ({ ...row, provider: row.provider as AiProvider }));
}

/**
 * Reserves one request with the next provider in turn, skipping those at their
 * limit (also when another worker took the last request meanwhile). Null when
 * no provider other than `exclude` can take a request today.
 */
export async function reserveNextProvider(db: Database, now: Date, exclude: readonly string[] = []): Promise<ReservedProvider | null> {
  for (const candidate of await providersInTurn(db, now, exclude)) {
    if (await reserveRequest(db, candidate, now)) return candidate;
  }
  return null;
}
