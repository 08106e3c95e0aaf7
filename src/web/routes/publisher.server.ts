import { data } from "react-router";
import { listPublisherArticles } from "../../articles/topics/publisher-listing.js";
import { ServiceUnavailableError, ValidationError } from "../../platform/errors.js";
import type { RassegnaLoadContext } from "../load-context.server.js";

/**
 * A publisher's page (docs/product.md#publisher-pages): its name, figures and
 * a page of its articles from the few seconds' listing cache, which every
 * content change empties. A slug no published article's source reads as, or
 * a cursor it did not issue, is the not-found page (404); a query past its limit a 503.
 */
export async function loadPublisher(slug: string, request: Request, context: RassegnaLoadContext) {
  const cursor = new URL(request.url).searchParams.get("dopo") || undefined;
  try {
    const publisher = await context.listings.getScoped(`fonte:${slug}:${cursor ?? ""}`, () => listPublisherArticles(context.db, { slug, cursor }, context.cursorKey));
    if (!publisher) return data({ found: false as const }, { status: 404 });
    return { found: true as const, publisher, later: cursor !== undefined, publicUrl: context.config.publicUrl };
  } catch (error) {
    if (error instanceof ValidationError) return data({ found: false as const }, { status: 404 });
    if (error instanceof ServiceUnavailableError) throw data(null, { status: 503 });
    throw error;
  }
}
