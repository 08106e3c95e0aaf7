import { data, redirect } from "react-router";
import { findStoryPage } from "../../articles/stories/story-page";
import { siteOrigin } from "../features/article-page/article-meta";
import type { RassegnaLoadContext } from "../load-context.server";

/**
 * The story told by every source (docs/product.md#story-page); a story of one
 * source, or one that joined another, sends the reader on (302: a story may
 * gain sources later); anything else is the not-found page with HTTP 404.
 */
export async function loadStory(id: string, context: RassegnaLoadContext) {
  const found = await findStoryPage(context.db, id);
  if (found.kind === "elsewhere") throw redirect(found.path, 302);
  if (found.kind === "missing") return data({ found: false as const }, { status: 404 });
  // With a provider active, its checked summary once written; asking for it never holds the page.
  const story = { ...found.story, written: context.storySummaries.written(found.story.id, found.reports) };
  return { found: true as const, story, publicUrl: siteOrigin(context.config.publicUrl) };
}
