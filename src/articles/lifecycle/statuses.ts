import { and, eq, type SQL } from "drizzle-orm";
import { articles } from "../../db/schema/index.js";
import type { ProcessingStatus } from "../../shared/constants.js";

/**
 * An article's life, in articles.processing_status (docs/product.md):
 *
 *   imported ─▶ pending ─claim─▶ processing ─publish─▶ completed (public, see is-published.ts)
 *                  ▲                 │    └────fail───▶ failed ─claim one ("Elabora ora")─▶ processing
 *                  └─release/requeue─┘
 *
 * A sync inserts articles as "pending" (the column's default). A claim whose
 * lease lapsed (its process died) counts as waiting again (claim.ts).
 */
export type { ProcessingStatus };

/** The columns of an article back in the queue: waiting, held by nobody. */
export const IN_QUEUE = { processing_status: "pending", processing_lease_until: null, processing_owner: null } as const satisfies {
  processing_status: ProcessingStatus;
  processing_lease_until: null;
  processing_owner: null;
};

/**
 * The article, as long as some claim still holds it. A transition out of
 * "processing" applies only then: an article deleted, released or already
 * published by another claimer meanwhile is left alone.
 */
export function stillClaimed(id: string): SQL {
  return and(eq(articles.id, id), eq(articles.processing_status, "processing"))!;
}
