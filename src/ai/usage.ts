import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { queryRows } from "../db/database.js";
import { aiConfigs, aiUsageTracking, articles } from "../db/schema/index.js";
import { LOCAL_ANALYZER, type AiUsageResponse } from "../shared/ai.js";
import { romeDay, startOfRomeDay } from "../shared/dates.js";

/**
 * Takes one request from a provider's daily allowance, if any is left, in one
 * statement: the upsert's row lock makes two workers count twice, never once,
 * and never past the limit. Answers whether the request may be made.
 */
export async function reserveRequest(db: Database, config: { id: string; daily_request_limit: number }, now: Date): Promise<boolean> {
  // The same statement moves the provider to the back of its priority's turn (round-robin).
  const rows = await queryRows<{ requests_count: number }>(
    db,
    sql`with reserved as (
          insert into ai_usage_tracking (ai_config_id, date, requests_count, last_used_at)
          values (${config.id}, ${romeDay(now)}, 1, ${now.toISOString()})
          on conflict (ai_config_id, date) do update
            set requests_count = ai_usage_tracking.requests_count + 1, last_used_at = excluded.last_used_at
            where ai_usage_tracking.requests_count < ${config.daily_request_limit}
          returning ai_config_id, requests_count
        ), turned as (
          update ai_configs set rotation_turn = nextval('ai_rotation_turn')
          where id in (select ai_config_id from reserved)
        )
        select requests_count from reserved`,
  );
  return rows.length > 0;
}

/** Gives back a reserved request whose call failed: a failure does not count against the limit (docs/product.md#ai-enrichment). */
export async function releaseRequest(db: Database, configId: string, now: Date): Promise<void> {
  await db
    .update(aiUsageTracking)
    .set({ requests_count: sql`greatest(${aiUsageTracking.requests_count} - 1, 0)` })
    .where(and(eq(aiUsageTracking.ai_config_id, configId), eq(aiUsageTracking.date, romeDay(now))));
}

/** Articles the local analyzer enriched since midnight in Rome. */
export async function localProcessedToday(db: Database, now: Date): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from articles
        where ${articles.processed_by_ai_provider} = ${LOCAL_ANALYZER}
          and ${articles.ai_processed_at} >= ${startOfRomeDay(now).toISOString()}`,
  );
  return rows[0]?.count ?? 0;
}

/** Today's requests per configured provider, zero where none was made yet. */
export async function usageToday(db: Database, now: Date): Promise<AiUsageResponse> {
  const date = romeDay(now);
  const rows = await db
    .select({
      ai_config_id: aiConfigs.id,
      provider: aiConfigs.provider,
      model_name: aiConfigs.model_name,
      daily_request_limit: aiConfigs.daily_request_limit,
      requests_count: aiUsageTracking.requests_count,
      last_used_at: aiUsageTracking.last_used_at,
    })
    .from(aiConfigs)
    .leftJoin(aiUsageTracking, and(eq(aiUsageTracking.ai_config_id, aiConfigs.id), eq(aiUsageTracking.date, date)))
    .orderBy(aiConfigs.priority, aiConfigs.created_at);
  return {
    date,
    providers: rows.map((row) => ({
      ...row,
      date,
      requests_count: row.requests_count ?? 0,
      last_used_at: row.last_used_at?.toISOString() ?? null,
    })),
    local: { processed_today: await localProcessedToday(db, now) },
  };
}
