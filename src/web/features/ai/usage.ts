import type { AiConfigView, AiUsageView } from "../../../shared/ai";

/** How full a provider's day is: the bar turns yellow from 70 % and red from 90 % (docs/product.md#configurazione-ai). */
export type UsageLevel = "low" | "medium" | "high";

/** Whole percent of the daily limit used, rounded down so the shown number never reaches a threshold the colour has not. */
export function usagePercent(requests: number, limit: number): number {
  if (limit <= 0) return requests > 0 ? 100 : 0;
  return Math.floor((Math.max(0, requests) * 100) / limit);
}

/** The colour band of a percentage of the daily limit. */
export function usageLevel(percent: number): UsageLevel {
  if (percent >= 90) return "high";
  if (percent >= 70) return "medium";
  return "low";
}

/** Tailwind fill of each band. */
export const USAGE_BAR_CLASSES: Record<UsageLevel, string> = {
  low: "bg-green-600",
  medium: "bg-yellow-500",
  high: "bg-red-600",
};

/** One bar of the monitor. */
export interface UsageRow {
  id: string;
  provider: string;
  model_name: string;
  requests: number;
  limit: number;
  active: boolean;
}

/**
 * One bar per configured provider, in priority order, with today's count or 0:
 * the configuration list decides which bars exist, so a provider not yet used
 * today still shows, and a usage row of a deleted provider does not. Until the
 * list has loaded, the usage rows stand on their own.
 */
export function usageRows(configs: readonly AiConfigView[] | undefined, usage: readonly AiUsageView[]): UsageRow[] {
  if (!configs) {
    return usage.map((row) => ({
      id: row.ai_config_id,
      provider: row.provider,
      model_name: row.model_name,
      requests: row.requests_count,
      limit: row.daily_request_limit,
      active: true,
    }));
  }
  const byConfig = new Map(usage.map((row) => [row.ai_config_id, row]));
  return configs.map((config) => ({
    id: config.id,
    provider: config.provider,
    model_name: config.model_name,
    requests: byConfig.get(config.id)?.requests_count ?? 0,
    limit: config.daily_request_limit,
    active: config.active,
  }));
}
