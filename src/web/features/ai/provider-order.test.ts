import { describe, expect, it } from "vitest";
import type { AiConfigView } from "../../../shared/ai";
import { sortByPriority } from "./provider-order";

function config(id: string, priority: number, created_at: string): AiConfigView {
  return { id, provider: "openai", api_key: "x", model_name: "m", endpoint: "", priority, daily_request_limit: 50, active: true, created_at };
}

describe("sortByPriority", () => {
  it("puts priority 1 first and the older of two equal priorities before the newer, leaving the input alone", () => {
    const input = [config("c", 5, "2025-01-01T00:00:00Z"), config("b", 1, "2025-01-03T00:00:00Z"), config("a", 1, "2025-01-02T00:00:00Z")];
    expect(sortByPriority(input).map((item) => item.id)).toEqual(["a", "b", "c"]);
    expect(input.map((item) => item.id)).toEqual(["c", "b", "a"]);
  });
});
