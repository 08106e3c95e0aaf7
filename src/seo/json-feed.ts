import type { Database } from "../db/database.js";
import type { Category } from "../shared/constants.js";
import { CATEGORY_LABELS, SITE_NAME } from "../shared/labels.js";
import { latestPublishedArticles, type FeedArticle } from "./crawler-articles.js";
import { describedSummary, RSS_DESCRIPTION, RSS_ITEM_COUNT } from "./rss-feed.js";
import { articleUrl, siteOrigin } from "./site-pages.js";

/** The version a JSON Feed document names (https://jsonfeed.org/version/1.1). */
export const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";

/** Its media type (the specification's, registered). */
export const JSON_FEED_TYPE = "application/feed+json";

const isHttpUrl = (url: string) => /^https?:\/\//i.test(url);

/** One item: the article page as id and url, the original as external_url, the summary with its disclosure as the text. */
function jsonFeedItem(publicUrl: string, article: FeedArticle) {
  const link = articleUrl(publicUrl, article.id);
  const category = article.category ? (CATEGORY_LABELS[article.category as Category] ?? article.category) : null;
  return {
    id: link,
    url: link,
    ...(isHttpUrl(article.source_url) ? { external_url: article.source_url } : {}),
    title: article.title,
    // Either text is required; an article without a summary (rare) gives its title.
    content_text: article.content_summary ? describedSummary(article) : article.title,
    date_published: article.published_at.toISOString(),
    date_modified: article.modified_at.toISOString(),
    authors: [{ name: article.source_name }],
    ...(category ? { tags: [category] } : {}),
    language: "it-IT",
  };
}

/** The JSON Feed 1.1 document of the given articles, newest first: the items of /rss.xml (docs/decisions.md#json-feed). */
export function renderJsonFeed(publicUrl: string, items: FeedArticle[]): string {
  const origin = siteOrigin(publicUrl);
  return `${JSON.stringify(
    {
      version: JSON_FEED_VERSION,
      title: SITE_NAME,
      home_page_url: `${origin}/`,
      feed_url: `${origin}/feed.json`,
      description: RSS_DESCRIPTION,
      language: "it-IT",
      items: items.map((item) => jsonFeedItem(publicUrl, item)),
    },
    null,
    2,
  )}\n`;
}

/** /feed.json: the home's feed as JSON Feed, the same 50 articles as /rss.xml. */
export async function buildJsonFeed({ db, publicUrl }: { db: Database; publicUrl: string }): Promise<string> {
  return renderJsonFeed(publicUrl, await latestPublishedArticles(db, RSS_ITEM_COUNT));
}
