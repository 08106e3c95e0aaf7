import type { AiDeps } from "../ai/deps.js";
import type { Config } from "../platform/config.js";
import type { Database } from "../db/database.js";
import type { Fetcher } from "../feeds/fetch/fetcher.js";
import type { HealthCollector } from "../diagnostics/health/collector.js";
import type { Pictures } from "../pictures/picture-proxy.js";

/** What the HTTP layer needs from the rest of the program. */
export interface ServerDeps {
  config: Config;
  db: Database;
  secret: Uint8Array;
  /** The safe HTTP client for feeds and article pages (SSRF guard, limits). */
  fetcher: Fetcher;
  /** The SSRF-guarded fetch for AI provider calls. */
  aiFetch: typeof globalThis.fetch;
  /** The clock of sign-in limits and of the statistics periods (the system clock when absent); tests inject one. */
  now?: () => Date;
  /**
   * Aborts when the process starts to stop: requests that call AI providers or
   * sync feeds end at once (503, or what they finished) instead of holding the stop.
   */
  stopping?: AbortSignal;
  /** What follows a publish made through the dashboard ("Elabora ora"), as in the worker (main.ts: IndexNow). */
  afterPublish?: (articleId: string) => Promise<void>;
  /**
   * The process's health collector, shared with the worker's job in the "all"
   * role (main.ts); absent, the server makes its own over this machine.
   */
  health?: HealthCollector;
  /**
   * The article pictures (docs/architecture.md#pictures), shared with the
   * worker's orphan sweep in the "all" role (main.ts); absent, the server
   * makes its own from the configuration.
   */
  pictures?: Pictures;
}

/** The slice of the server's dependencies that enrichment uses. */
export function aiDeps(deps: ServerDeps): AiDeps {
  return { db: deps.db, aiFetch: deps.aiFetch, stopping: deps.stopping, ...(deps.afterPublish && { afterPublish: deps.afterPublish }) };
}
