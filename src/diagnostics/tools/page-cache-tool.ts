import type { ToolDeps, ToolOutcome } from "./tool-deps.js";

/**
 * "Svuota cache": empties this process's public caches (pages, listings,
 * ids known missing) and says how many entries each held. Another instance's
 * caches expire by themselves within seconds (docs/product.md#limits-and-numbers).
 */
export async function clearPageCache(deps: ToolDeps): Promise<ToolOutcome> {
  const held = deps.clearPublicCaches();
  return { success: true, detail: null, checks: [], counts: held };
}
