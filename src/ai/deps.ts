import type { Logger } from "pino";
import type { Database } from "../db/database.js";

/** What enrichment needs from the rest of the program. */
export interface AiDeps {
  db: Database;
  /** The SSRF-guarded fetch every provider call goes through (see ai-fetch.ts). */
  aiFetch: typeof globalThis.fetch;
  /** The clock, injectable so tests can cross midnight in Europe/Rome. */
  now?: () => Date;
  /** Per provider call; default 30 s. */
  timeoutMs?: number;
  logger?: Logger;
  /**
   * The process's stop signal: provider calls are cut when it aborts, and the
   * articles they were for go back to the queue. An abort is nobody's failure.
   */
  stopping?: AbortSignal;
  /** What else follows a publish, after the social posts (main.ts: the IndexNow announcement of its story page). */
  afterPublish?: (articleId: string) => Promise<void>;
}

/** The time by the injected clock, else now. */
export function clock(deps: Pick<AiDeps, "now">): Date {
  return deps.now?.() ?? new Date();
}
