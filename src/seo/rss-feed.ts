import type { Database } from "../db/database.js";
import type { Category } from "../shared/constants.js";
import { CATEGORY_LABELS, SITE_NAME } from "../shared/labels.js";
import { summaryDisclosure } from "../shared/summary-disclosure.js";
import { latestPublishedArticles, type FeedArticle } from "./crawler-articles.js";
import { articleUrl, siteOrigin } from "./site-pages.js";
import { el, xmlDocument } from "./xml.js";

/** How many articles the site's feed carries. */
export const RSS_ITEM_COUNT = 50;

export const RSS_DESCRIPTION =
  "Le notizie delle testate italiane raccolte, riassunte e classificate per categoria, con il link alla fonte originale.";

function isHttpUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The summary followed by who wrote it, as the cards and the article page say it (docs/decisions.md, "Machine-written text"). */
function describedSummary(article: FeedArticle): string {
  const summary = article.content_summary ?? "";
  const credit = summaryDisclosure(article);
  return credit ? `${summary} — ${credit}.` : summary;
}

function feedItem(publicUrl: string, article: FeedArticle) {
  const link = articleUrl(publicUrl, article.id);
  const category = article.category ? (CATEGORY_LABELS[article.category as Category] ?? article.category) : null;
  // <source> names the feed the item came from; the original article is the Atom "via" link.
  const sourceUrl = article.feed_url && isHttpUrl(article.feed_url) ? article.feed_url : isHttpUrl(article.source_url) ? article.source_url : null;
  return el(
    "item",
    null,
    el("title", null, article.title),
    el("link", null, link),
    article.content_summary ? el("description", null, describedSummary(article)) : null,
    category ? el("category", null, category) : null,
    el("guid", { isPermaLink: "true" }, link),
    el("pubDate", null, article.published_at.toUTCString()),
    sourceUrl ? el("source", { url: sourceUrl }, article.source_name) : null,
    isHttpUrl(article.source_url) ? el("atom:link", { rel: "via", href: article.source_url }) : null,
  );
}

/** What a channel says of itself: the site's feed, or one category's. */
interface Channel {
  title: string;
  /** The listing it follows, from the site's origin. */
  path: string;
  description: string;
  /** Its own address, from the site's origin. */
  selfPath: string;
}

const SITE_CHANNEL: Channel = { title: SITE_NAME, path: "/", description: RSS_DESCRIPTION, selfPath: "/rss.xml" };

/** One category's channel: `/rss/{category}.xml`, following `/?category={category}` (docs/product.md#crawler-files). */
export function categoryChannel(category: Category): Channel {
  const label = CATEGORY_LABELS[category];
  return {
    title: `${SITE_NAME} — ${label}`,
    path: `/?category=${category}`,
    description: `Le ultime notizie di ${label.toLowerCase()} delle testate italiane, riassunte da ${SITE_NAME}, con il link alla fonte originale.`,
    selfPath: `/rss/${category}.xml`,
  };
}

/** RSS 2.0 document of the given articles (newest first), with an Atom self link. */
export function renderRssFeed(publicUrl: string, items: FeedArticle[], now: Date, channel: Channel = SITE_CHANNEL): string {
  const origin = siteOrigin(publicUrl);
  // The channel changed when its newest item did; a date from the data keeps the ETag stable between requests.
  const lastBuild = items.reduce<Date | null>((latest, item) => (!latest || item.modified_at > latest ? item.modified_at : latest), null) ?? now;
  return xmlDocument(
    el(
      "rss",
      { version: "2.0", "xmlns:atom": "http://www.w3.org/2005/Atom" },
      el(
        "channel",
        null,
        el("title", null, channel.title),
        el("link", null, `${origin}${channel.path}`),
        el("description", null, channel.description),
        el("language", null, "it-IT"),
        el("lastBuildDate", null, lastBuild.toUTCString()),
        el("generator", null, SITE_NAME),
        el("atom:link", { href: `${origin}${channel.selfPath}`, rel: "self", type: "application/rss+xml" }),
        ...items.map((item) => feedItem(publicUrl, item)),
      ),
    ),
  );
}

/** The site's own feed: the latest 50 published articles; with a category, that category's latest 50. */
export async function buildRssFeed({ db, publicUrl, category, now = new Date() }: { db: Database; publicUrl: string; category?: Category; now?: Date }): Promise<string> {
  const items = await latestPublishedArticles(db, RSS_ITEM_COUNT, category);
  return renderRssFeed(publicUrl, items, now, category ? categoryChannel(category) : SITE_CHANNEL);
}
