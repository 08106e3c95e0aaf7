import { data } from "react-router";
import { listTopicArticles } from "../../articles/topics/topic-listing.js";
import { ServiceUnavailableError, ValidationError } from "../../platform/errors.js";
import type { RassegnaLoadContext } from "../load-context.server.js";

/**
 * A topic's page (docs/product.md#topic-pages): its name and a page of its
 * stories from the few seconds' listing cache, which every content change
 * empties. A slug nothing published carries, or a cursor this topic did not
 * issue, is the not-found page (404); a query past its limit a 503.
 */
export async function loadTopic(slug: string, request: Request, context: RassegnaLoadContext) {
  const cursor = new URL(request.url).searchParams.get("dopo") || undefined;
  try {
    const topic = await context.listings.getScoped(`tag:${slug}:${cursor ?? ""}`, () => listTopicArticles(context.db, { slug, cursor }, context.cursorKey));
    if (!topic) return data({ found: false as const }, { status: 404 });
    return { found: true as const, topic, later: cursor !== undefined, publicUrl: context.config.publicUrl };
  } catch (error) {
    if (error instanceof ValidationError) return data({ found: false as const }, { status: 404 });
    if (error instanceof ServiceUnavailableError) throw data(null, { status: 503 });
    throw error;
  }
}
