import { Counter } from "prom-client";
import { metricsRegistry } from "./registry.js";

const calls = new Counter({
  name: "ai_calls_total",
  help: "AI calls by provider (the local analyzer is 'locale') and outcome",
  labelNames: ["provider", "outcome"] as const,
  registers: [metricsRegistry],
});

/** Counts one AI call; `provider` is the provider's kind (openai, anthropic... locale), a bounded set. */
export function countAiCall(provider: string, outcome: "success" | "failure"): void {
  calls.inc({ provider, outcome });
}
