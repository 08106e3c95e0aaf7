import type { Database } from "../../db/database.js";
import { toSlug } from "../../shared/slug.js";
import { adminArticleSources } from "../admin/admin-article-sources.js";

/**
 * The source names that read as `slug` (shared/slug.ts): usually one, two
 * when a publisher signed its articles in two spellings ("ANSA", "Ansa").
 * From the distinct source names, one index probe each (the dashboard's
 * skip scan), not from the articles.
 */
export async function sourceNamesOf(db: Database, slug: string): Promise<string[]> {
  const names = await adminArticleSources(db);
  return names.filter((name) => toSlug(name) === slug);
}
