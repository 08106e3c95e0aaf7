import { and, eq, sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../../db/database.js";
import { LEASE_TTL_MS, THIS_PROCESS } from "../../db/leases.js";
import { articles } from "../../db/schema/index.js";

/**
 * How long a claim holds without renewal. The claiming process renews its
 * claims while it lives (worker/ownership.ts), so a worker that dies
 * mid-article leaves it in "processing" about a minute; then any worker takes it.
 */
export const PROCESSING_LEASE_MS = LEASE_TTL_MS;

/** An article taken for enrichment: what the prompt and the analyzers read. */
export interface ClaimedArticle {
  id: string;
  title: string;
  source_name: string;
  content_original: string | null;
  content_summary: string | null;
  /** Signals for the local analyzer (src/ai/types.ts ArticleSignals): the link, the item's <category> terms, its feed. */
  source_url: string;
  source_categories: string[];
  feed_name: string | null;
  feed_default_category: string | null;
  /** When the source published it: what story grouping compares times by. */
  published_at: Date;
  /** The publisher reserves text and data mining: no external provider may read it (src/feeds/reservations). */
  tdm_reserved: boolean;
  /** The longest summary its feed shows (rss_feeds.summary_max_chars); null without a feed. */
  feed_summary_max_chars: number | null;
  /** Told at import (ISO 639-1; null = unknown, read as Italian): a foreign one is translated first (src/ai/translate-article.ts). */
  language?: string | null;
  /** Set once a provider translated the title: a retry does not translate again. */
  translated_from?: string | null;
}

export interface ClaimOptions {
  leaseMs?: number;
  /** The claiming process (db/leases.ts THIS_PROCESS); tests name others to play a second worker. */
  owner?: string;
}

const CLAIMED_COLUMNS = sql`id, title, source_name, content_original, content_summary, source_url, source_categories, published_at,
  tdm_reserved, language, translated_from,
  (select name from rss_feeds where rss_feeds.id = articles.feed_id) as feed_name,
  (select default_category from rss_feeds where rss_feeds.id = articles.feed_id) as feed_default_category,
  (select summary_max_chars from rss_feeds where rss_feeds.id = articles.feed_id) as feed_summary_max_chars`;

/** A raw row: one driver answers a timestamp as a Date, another as its text. */
type ClaimedRow = Omit<ClaimedArticle, "published_at"> & { published_at: Date | string };
const asClaimed = (row: ClaimedRow): ClaimedArticle => ({ ...row, published_at: new Date(row.published_at) });

/** Claimed by a process that stopped renewing: as good as waiting. */
const lapsedClaim = (now: Date) =>
  sql`(processing_status = 'processing' and (processing_lease_until is null or processing_lease_until < ${now.toISOString()}))`;

/**
 * Moves up to `limit` waiting articles, newest first, to "processing" with a
 * lease, atomically: FOR UPDATE SKIP LOCKED means two workers never take the
 * same row. "Waiting" includes a claim whose lease ran out.
 */
export async function claimPendingArticles(db: Database, limit: number, now: Date, options: ClaimOptions = {}): Promise<ClaimedArticle[]> {
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`update articles set ${claimedBy(now, options)}
        where id in (
          select id from articles
          where processing_status = 'pending' or ${lapsedClaim(now)}
          order by published_at desc, id desc
          limit ${limit}
          for update skip locked
        )
        returning ${CLAIMED_COLUMNS}`,
  );
  return rows.map(asClaimed);
}

export type SingleClaim = { claimed: ClaimedArticle } | { claimed: null; status: "missing" | "completed" | "processing" };

/**
 * Claims one article for "process now": a pending or failed one, or one whose
 * lease ran out. A completed article or one under a live claim is left alone.
 */
export async function claimArticle(db: Database, id: string, now: Date, options: ClaimOptions = {}): Promise<SingleClaim> {
  const [claimed] = await queryRows<ClaimedRow>(
    db,
    sql`update articles set ${claimedBy(now, options)}
        where id = ${id} and (processing_status in ('pending', 'failed') or ${lapsedClaim(now)})
        returning ${CLAIMED_COLUMNS}`,
  );
  if (claimed) return { claimed: asClaimed(claimed) };
  const [row] = await db.select({ status: articles.processing_status }).from(articles).where(eq(articles.id, id));
  if (!row) return { claimed: null, status: "missing" };
  return { claimed: null, status: row.status === "completed" ? "completed" : "processing" };
}

/** Extends every claim `owner` holds by a lease from `now` (the owner's periodic renewal); answers how many. */
export async function renewClaimsOf(db: Database, owner: string, now: Date, leaseMs = PROCESSING_LEASE_MS): Promise<number> {
  const renewed = await db
    .update(articles)
    .set({ processing_lease_until: new Date(now.getTime() + leaseMs) })
    .where(and(eq(articles.processing_status, "processing"), eq(articles.processing_owner, owner)))
    .returning({ id: articles.id });
  return renewed.length;
}

function claimedBy(now: Date, options: ClaimOptions): SQL {
  const leaseEnd = new Date(now.getTime() + (options.leaseMs ?? PROCESSING_LEASE_MS)).toISOString();
  return sql`processing_status = 'processing', processing_lease_until = ${leaseEnd}, processing_owner = ${options.owner ?? THIS_PROCESS}`;
}
