import { sourceNamesOf } from "../articles/topics/publisher-names.js";
import { topicLabel } from "../articles/topics/topic-label.js";
import type { Database } from "../db/database.js";
import type { Category } from "../shared/constants.js";
import { CATEGORY_LABELS, SITE_NAME } from "../shared/labels.js";
import { summaryDisclosure } from "../shared/summary-disclosure.js";
import { isSlug } from "../shared/slug.js";
import { latestPublishedArticles, type FeedArticle, type FeedScope } from "./crawler-articles.js";
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
export function describedSummary(article: FeedArticle): string {
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

/** What a channel says of itself: the site's feed, or one category's, topic's or publisher's. */
export interface Channel {
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

/** A topic's channel: `/rss/tag/{slug}.xml`, following `/tag/{slug}` (docs/product.md#topic-pages). */
export function topicChannel(slug: string, label: string): Channel {
  return {
    title: `${SITE_NAME} — ${label}`,
    path: `/tag/${slug}`,
    description: `Le ultime notizie su ${label} delle testate italiane, riassunte da ${SITE_NAME}, con il link alla fonte originale.`,
    selfPath: `/rss/tag/${slug}.xml`,
  };
}

/** A publisher's channel: `/rss/fonte/{slug}.xml`, following `/fonte/{slug}` (docs/product.md#publisher-pages). */
export function publisherChannel(slug: string, name: string): Channel {
  return {
    title: `${SITE_NAME} — ${name}`,
    path: `/fonte/${slug}`,
    description: `Le ultime notizie di ${name}, riassunte da ${SITE_NAME}, con il link alla fonte originale.`,
    selfPath: `/rss/fonte/${slug}.xml`,
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
  const items = await latestPublishedArticles(db, RSS_ITEM_COUNT, category ? { category } : {});
  return renderRssFeed(publicUrl, items, now, category ? categoryChannel(category) : SITE_CHANNEL);
}

/** The articles and channel of a topic's or publisher's feed, or null when its page is a 404 (nothing published carries it). */
async function scopedFeed(db: Database, kind: "tag" | "fonte", slug: string): Promise<{ items: FeedArticle[]; channel: Channel } | null> {
  if (!isSlug(slug)) return null;
  let scope: FeedScope;
  if (kind === "tag") scope = { topic: slug };
  else {
    const names = await sourceNamesOf(db, slug);
    if (names.length === 0) return null;
    scope = { sourceNames: names };
  }
  const items = await latestPublishedArticles(db, RSS_ITEM_COUNT, scope);
  if (items.length === 0) return null;
  const channel = kind === "tag" ? topicChannel(slug, topicLabel(slug, items) ?? slug) : publisherChannel(slug, items[0]!.source_name);
  return { items, channel };
}

/** A topic's (`/rss/tag/{slug}.xml`) or publisher's (`/rss/fonte/{slug}.xml`) latest 50 articles as RSS 2.0; null for a slug nothing published carries. */
export async function buildScopedRssFeed({ db, publicUrl, kind, slug, now = new Date() }: { db: Database; publicUrl: string; kind: "tag" | "fonte"; slug: string; now?: Date }): Promise<string | null> {
  const feed = await scopedFeed(db, kind, slug);
  return feed && renderRssFeed(publicUrl, feed.items, now, feed.channel);
}
