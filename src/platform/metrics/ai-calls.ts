import { activeMeters } from "./registry.js";

/** Counts one AI call (ai_calls_total); `provider` is the provider's kind (openai, anthropic... locale), a bounded set. */
export function countAiCall(provider: string, outcome: "success" | "failure"): void {
  activeMeters()?.aiCalls.inc({ provider, outcome });
}
