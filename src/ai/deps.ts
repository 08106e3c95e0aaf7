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
}

export function clock(deps: Pick<AiDeps, "now">): Date {
  return deps.now?.() ?? new Date();
}
