import type { ListingCache } from "../articles/listing-cache.js";
import type { MostReadCache } from "../articles/most-read.js";
import type { StorySummaries } from "../ai/story-summaries.js";
import type { Config } from "../platform/config.js";
import type { Database } from "../db/database.js";
import type { TtlMap } from "../platform/ttl-map.js";

/** What the Fastify server hands every loader and action (see server/web/web-routes.ts). */
export interface RassegnaLoadContext {
  db: Database;
  config: Config;
  /** Signs listing cursors, so the API takes the home's "next page" (articles/listing-cursor.ts). */
  cursorKey: Uint8Array;
  /** Nonce of this response's Content-Security-Policy, for inline scripts. */
  cspNonce: string;
  /** Listing pages kept a few seconds, shared with GET /api/articles. */
  listings: ListingCache;
  /** "Più lette", kept in this process (articles/most-read.ts). */
  mostRead: MostReadCache;
  /** Story pages' summaries written by a provider, asked in the background (ai/story-summaries.ts). */
  storySummaries: StorySummaries;
  /** Article ids found not public a moment ago (missing-articles.ts). */
  missingArticles: TtlMap<true>;
  /**
   * Offers the server a loader's or render's failure: true when the server
   * answers it itself (the database unreachable: a 503 page, its log line at
   * most once a minute), so React Router prints nothing of it.
   */
  claimFailure(error: unknown): boolean;
}

declare module "react-router" {
  // Declaration merging is the documented way to type the load context.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RassegnaLoadContext {}
}
