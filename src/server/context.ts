import type { Config } from "../config.js";
import type { Database } from "../db/database.js";
import type { Fetcher } from "../feeds/fetch/fetcher.js";

/** What the HTTP layer needs from the rest of the program. */
export interface ServerDeps {
  config: Config;
  db: Database;
  secret: Uint8Array;
  /** The safe HTTP client for feeds and article pages (SSRF guard, limits). */
  fetcher: Fetcher;
}
