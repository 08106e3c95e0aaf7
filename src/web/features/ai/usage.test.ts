import { describe, expect, it } from "vitest";
import type { AiConfigView, AiUsageView } from "../../../shared/ai";
import { usageLevel, usagePercent, usageRows } from "./usage";

describe("usagePercent", () => {
  it.each([
    { requests: 0, limit: 50, percent: 0 },
    { requests: 25, limit: 50, percent: 50 },
    { requests: 35, limit: 50, percent: 70 },
    // 89.8 % is shown as 89 %, so the number never says 90 while the bar is still yellow.
    { requests: 449, limit: 500, percent: 89 },
    { requests: 1, limit: 1, percent: 100 },
    { requests: 60, limit: 50, percent: 120 },
    { requests: 3, limit: 0, percent: 100 },
    { requests: 0, limit: 0, percent: 0 },
  ])("$requests of $limit is $percent %", ({ requests, limit, percent }) => {
    expect(usagePercent(requests, limit)).toBe(percent);
  });
});

describe("usageLevel", () => {
  it.each([
    { percent: 0, level: "low" },
    { percent: 69, level: "low" },
    { percent: 70, level: "medium" },
    { percent: 89, level: "medium" },
    { percent: 90, level: "high" },
    { percent: 120, level: "high" },
  ])("$percent % is $level", ({ percent, level }) => {
    expect(usageLevel(percent)).toBe(level);
  });
});

function config(id: string, overrides: Partial<AiConfigView> = {}): AiConfigView {
  return {
    id,
    provider: "openai",
    api_key: "sk-proj-ab...wxyz",
    model_name: "gpt-4o-mini",
    endpoint: "",
    priority: 1,
    daily_request_limit: 50,
    active: true,
    created_at: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

function usage(id: string, requests: number): AiUsageView {
  return {
    ai_config_id: id,
    provider: "deepseek",
    model_name: "deepseek-chat",
    date: "2025-01-01",
    requests_count: requests,
    daily_request_limit: 100,
    last_used_at: null,
  };
}

describe("usageRows", () => {
  it("shows every configured provider in list order, 0 for one not used today, and drops usage of a deleted one", () => {
    const configs = [config("a", { daily_request_limit: 10 }), config("b", { provider: "anthropic", model_name: "claude", active: false })];
    const rows = usageRows(configs, [usage("b", 7), usage("gone", 3)]);
    expect(rows).toEqual([
      { id: "a", provider: "openai", model_name: "gpt-4o-mini", requests: 0, limit: 10, active: true },
      { id: "b", provider: "anthropic", model_name: "claude", requests: 7, limit: 50, active: false },
    ]);
  });

  it("falls back to the usage rows while the provider list is not loaded", () => {
    expect(usageRows(undefined, [usage("b", 7)])).toEqual([
      { id: "b", provider: "deepseek", model_name: "deepseek-chat", requests: 7, limit: 100, active: true },
    ]);
  });
});
