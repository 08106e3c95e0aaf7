import { pruneOperationalData } from "../retention/prune-operational-data.js";
import type { ToolDeps, ToolOutcome } from "./tool-deps.js";

/** "Pulisci log": what the worker's daily retention does, now (docs/product.md#operational-records). */
export async function cleanupLogs(deps: ToolDeps): Promise<ToolOutcome> {
  const removed = await pruneOperationalData(deps.db, deps.now ? { now: deps.now() } : {});
  return { success: true, detail: null, checks: [], counts: { ...removed } };
}
