import type { Config } from "../config.js";
import type { Database } from "../db/database.js";

/** What the Fastify server hands every loader and action (see server/web/web-routes.ts). */
export interface RassegnaLoadContext {
  db: Database;
  config: Config;
  /** Signs listing cursors, so the API takes the home's "next page" (articles/listing-cursor.ts). */
  cursorKey: Uint8Array;
  /** Nonce of this response's Content-Security-Policy, for inline scripts. */
  cspNonce: string;
}

declare module "react-router" {
  // Declaration merging is the documented way to type the load context.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RassegnaLoadContext {}
}
