import type { Database } from "../db/database.js";
import { SITE_NAME } from "../shared/labels.js";
import { articlesPublishedBetween } from "./crawler-articles.js";
import { articleUrl } from "./site-pages.js";
import { w3cDate } from "./w3c-date.js";
import { el, xmlDocument } from "./xml.js";

/** Google News reads articles of the last two days, at most 1,000 per sitemap. */
export const NEWS_WINDOW_HOURS = 48;
export const NEWS_MAX_URLS = 1000;

/** /sitemap-news.xml: the articles published in the last 48 hours, newest first, in Google News form. */
export async function buildNewsSitemap({ db, publicUrl, now = new Date() }: { db: Database; publicUrl: string; now?: Date }): Promise<string> {
  const since = new Date(now.getTime() - NEWS_WINDOW_HOURS * 3_600_000);
  // A date in the future (a feed's wrong clock) is not news yet.
  const recent = await articlesPublishedBetween(db, since, now, NEWS_MAX_URLS);
  const entries = recent.map((article) =>
    el(
      "url",
      null,
      el("loc", null, articleUrl(publicUrl, article.id)),
      el(
        "news:news",
        null,
        el("news:publication", null, el("news:name", null, SITE_NAME), el("news:language", null, "it")),
        el("news:publication_date", null, w3cDate(article.published_at)),
        el("news:title", null, article.title),
      ),
    ),
  );
  return xmlDocument(
    el("urlset", { xmlns: "http://www.sitemaps.org/schemas/sitemap/0.9", "xmlns:news": "http://www.google.com/schemas/sitemap-news/0.9" }, ...entries),
  );
}
