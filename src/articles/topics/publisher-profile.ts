import { and, count, desc, gte, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import type { CategoryShare, PublisherProfile } from "../../shared/topics.js";
import { isPublished } from "../lifecycle/index.js";

/** The window of a publisher's figures: a day's average and the categories' shares. */
export const PROFILE_DAYS = 30;

/** The site of an article's address: its origin, for http(s) only. */
function siteOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? `${parsed.origin}/` : null;
  } catch {
    return null;
  }
}

/**
 * What a publisher's page says of it: articles a day (published in the last
 * 30 days, over 30), the share of each category in them, and its site (from
 * its newest published article). Read through articles_source_published_idx,
 * one range of each name's 30 days.
 */
export async function publisherProfile(db: Database, names: string[], now = new Date()): Promise<PublisherProfile> {
  const since = new Date(now.getTime() - PROFILE_DAYS * 86_400_000);
  const ofPublisher = and(isPublished, inArray(articles.source_name, names));
  const [byCategory, newest] = await Promise.all([
    db
      .select({ category: articles.category, count: count() })
      .from(articles)
      .where(and(ofPublisher, gte(articles.published_at, since)))
      .groupBy(articles.category),
    db.select({ source_url: articles.source_url }).from(articles).where(ofPublisher).orderBy(desc(articles.published_at), desc(articles.id)).limit(1),
  ]);
  const total = byCategory.reduce((sum, row) => sum + row.count, 0);
  const categories: CategoryShare[] = byCategory
    .filter((row): row is { category: string; count: number } => row.category !== null)
    .map((row) => ({ category: row.category, share: row.count / total }))
    .sort((a, b) => b.share - a.share || a.category.localeCompare(b.category));
  return { perDay: total / PROFILE_DAYS, categories, site: siteOf(newest[0]?.source_url) };
}

