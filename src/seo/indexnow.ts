/**
 * IndexNow (docs/product.md#story-page, docs/decisions.md "IndexNow"): when
 * the operator sets INDEXNOW_KEY, each story page that a publish creates or
 * updates (a report joining a story told by two publishers or more) is
 * announced to the search engines that share IndexNow, in batches, so a new
 * story is crawled in minutes instead of at the sitemap's next reading. The
 * key is served at /{key}.txt, which is how the engines check the site owns
 * it. A failed announcement is logged and dropped: the sitemap still lists
 * the page.
 */
import type { Logger } from "pino";
import { and, eq, sql } from "drizzle-orm";
import { isPublished, isPublishedAs } from "../articles/lifecycle/index.js";
import type { Database } from "../db/database.js";
import { articles } from "../db/schema/index.js";
import { siteOrigin } from "./site-pages.js";

/** Announcements wait this long for others to go with them: a sync publishes many reports in a burst. */
export const INDEXNOW_BATCH_MS = 10_000;
/** The protocol's own limit per request. */
const MAX_URLS = 10_000;
const REQUEST_TIMEOUT_MS = 15_000;

export interface IndexNowOptions {
  key: string;
  endpoint: string;
  publicUrl: string;
  /** The SSRF-guarded fetch (as for AI providers). */
  fetch: typeof globalThis.fetch;
  logger?: Logger;
  batchMs?: number;
}

export class IndexNow {
  private readonly waiting = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private sending: Promise<void> = Promise.resolve();

  constructor(private readonly options: IndexNowOptions) {}

  /**
   * After a publish: announces the article's story page when its story is told by two publishers or more.
   * The outer row is named `articles` written out: Drizzle leaves a select's own columns unqualified, and the
   * subquery's alias would shadow them (as in articles/stories/story-sources.ts).
   */
  async afterPublish(db: Database, articleId: string): Promise<void> {
    const [row] = await db
      .select({ story: articles.story_id, sources: sql<number>`(select count(distinct member.source_name)::int from ${articles} as member where member.story_id = ${articles}.story_id and ${isPublishedAs("member")})` })
      .from(articles)
      .where(and(eq(articles.id, articleId), isPublished));
    if (!row?.story || row.sources < 2) return;
    this.announce(`${siteOrigin(this.options.publicUrl)}/storia/${row.story}`);
  }

  /** Queues a page's address; the batch goes after INDEXNOW_BATCH_MS. */
  announce(url: string): void {
    this.waiting.add(url);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.options.batchMs ?? INDEXNOW_BATCH_MS).unref();
  }

  /** Sends what waits now (tests; shutdown), after any send in progress. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const urls = [...this.waiting].slice(0, MAX_URLS);
    for (const url of urls) this.waiting.delete(url);
    if (urls.length > 0) this.sending = this.sending.then(() => this.send(urls));
    return this.sending;
  }

  private async send(urls: string[]): Promise<void> {
    const origin = siteOrigin(this.options.publicUrl);
    try {
      const response = await this.options.fetch(this.options.endpoint, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify({ host: new URL(origin).host, key: this.options.key, keyLocation: `${origin}/${this.options.key}.txt`, urlList: urls }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.body?.cancel();
      // 200 and 202 are acceptance; anything else (403 key not found, 422, 429) is the engine's refusal.
      if (response.status !== 200 && response.status !== 202) this.options.logger?.warn({ event: "indexnow_refused", status: response.status, urls: urls.length }, "IndexNow refused the announcement");
      else this.options.logger?.info({ event: "indexnow_sent", urls: urls.length }, "IndexNow announcement sent");
    } catch (error) {
      this.options.logger?.warn({ event: "indexnow_failed", urls: urls.length, err: error }, "IndexNow announcement failed");
    }
  }
}
