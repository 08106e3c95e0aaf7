import { and, asc, eq, gt, isNotNull } from "drizzle-orm";
import { isPublished } from "../articles/lifecycle/index.js";
import type { Database } from "../db/database.js";
import { articles } from "../db/schema/index.js";
import { pictureKey } from "./picture-key.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Rows read per statement by the orphan sweep. */
const BATCH = 5_000;

/**
 * The picture URL a public article stores; null for a malformed id, an
 * article not public (the publishing rule) or one without a picture. The only
 * URL the picture route ever fetches: nothing a visitor sends names one.
 */
export async function publicPictureUrl(db: Database, articleId: string): Promise<string | null> {
  if (!UUID.test(articleId)) return null;
  const [row] = await db.select({ imageUrl: articles.image_url }).from(articles).where(and(eq(articles.id, articleId), isPublished));
  return row?.imageUrl ?? null;
}

/** The keys (picture-key.ts) of every picture an article stores, public or not yet: what the orphan sweep keeps. */
export async function pictureKeysInUse(db: Database): Promise<Set<string>> {
  const keys = new Set<string>();
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({ id: articles.id, imageUrl: articles.image_url })
      .from(articles)
      .where(after ? and(isNotNull(articles.image_url), gt(articles.id, after)) : isNotNull(articles.image_url))
      .orderBy(asc(articles.id))
      .limit(BATCH);
    for (const row of rows) keys.add(pictureKey(row.imageUrl!));
    if (rows.length < BATCH) return keys;
    after = rows.at(-1)!.id;
  }
}
