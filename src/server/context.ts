import type { Config } from "../config.js";
import type { Database } from "../db/database.js";

/** What the HTTP layer needs from the rest of the program. */
export interface ServerDeps {
  config: Config;
  db: Database;
  secret: Uint8Array;
}
