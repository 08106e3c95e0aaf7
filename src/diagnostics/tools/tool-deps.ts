import type { Database } from "../../db/database.js";
import type { Fetcher } from "../../feeds/fetch/fetcher.js";
import type { ToolResult } from "../../shared/diagnostics.js";

/** What the diagnostic tools need (docs/product.md#diagnostica-sistema, "Risoluzione Problemi"). */
export interface ToolDeps {
  db: Database;
  /** The guarded fetch of AI provider calls. */
  aiFetch: typeof globalThis.fetch;
  /** The feed fetcher, with its limits and SSRF guard. */
  fetcher: Fetcher;
  /**
   * Empties this process's public caches and answers how many entries each
   * held: the server's caches, handed in by the route (domain code never
   * imports the server).
   */
  clearPublicCaches: () => Record<string, number>;
  /** Per provider call; the AI default (30 s) when absent. */
  aiTimeoutMs?: number;
  now?: () => Date;
  stopping?: AbortSignal;
}

/** What a tool found; the runner adds the tool's name and the time it took. */
export type ToolOutcome = Omit<ToolResult, "tool" | "duration_ms">;

/** One thing a tool looked at. */
export type ToolCheck = ToolOutcome["checks"][number];
