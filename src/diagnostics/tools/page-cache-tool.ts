import { signalContentChanged } from "../../articles/content-events.js";
import type { ToolDeps, ToolOutcome } from "./tool-deps.js";

/**
 * "Svuota cache": empties this process's public caches (pages, listings,
 * ids known missing) and says how many entries each held; the other
 * instances on the same PostgreSQL drop theirs on the notice of a content
 * change (docs/architecture.md#instances-that-agree).
 */
export async function clearPageCache(deps: ToolDeps): Promise<ToolOutcome> {
  const held = deps.clearPublicCaches();
  await signalContentChanged(deps.db);
  return { success: true, detail: null, checks: [], counts: held };
}
