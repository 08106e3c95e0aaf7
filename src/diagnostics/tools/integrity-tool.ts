import { sql, type SQL } from "drizzle-orm";
import { isPublishedAs } from "../../articles/lifecycle/index.js";
import { queryRows } from "../../db/database.js";
import { romeDay, startOfRomeDay } from "../../shared/dates.js";
import type { ToolCheck, ToolDeps, ToolOutcome } from "./tool-deps.js";

interface CounterCheck {
  /** The key of its count in the result. */
  key: string;
  /** What is compared with what. */
  name: string;
  /** One row: how many rows disagree, and by how much in all. */
  query: (now: Date) => SQL;
}

/**
 * The counters the database stores beside the rows they count, each against
 * a real count. The view totals of migration 0014 are kept by triggers; the
 * article's own counter by the view beacon; a feed's failure count by the
 * sync; the day's AI requests by the reservation before each call (an article
 * enriched by a provider today took one of its requests).
 */
const CHECKS: CounterCheck[] = [
  {
    key: "article_views",
    name: "articles.views / article_view_totals",
    query: () => sql`select count(*)::int as differing, coalesce(sum(abs(a.views - coalesce(t.views, 0))), 0)::float8 as difference
      from articles a left join article_view_totals t on t.article_id = a.id
      where a.views <> coalesce(t.views, 0)`,
  },
  {
    key: "view_totals",
    name: "article_view_totals / article_daily_views",
    query: () => sql`with daily as (select article_id, sum(views)::int as views from article_daily_views group by article_id)
      select count(*)::int as differing, coalesce(sum(abs(coalesce(t.views, 0) - coalesce(d.views, 0))), 0)::float8 as difference
      from article_view_totals t full join daily d on d.article_id = t.article_id
      where coalesce(t.views, 0) <> coalesce(d.views, 0)`,
  },
  {
    key: "source_views",
    name: "source_daily_views / article_daily_views",
    query: () => sql`with computed as (
        select d.day, a.source_name, sum(d.views)::int as views
        from article_daily_views d join articles a on a.id = d.article_id group by d.day, a.source_name
      )
      select count(*)::int as differing, coalesce(sum(abs(coalesce(s.views, 0) - coalesce(c.views, 0))), 0)::float8 as difference
      from source_daily_views s full join computed c on c.day = s.day and c.source_name = s.source_name
      where coalesce(s.views, 0) <> coalesce(c.views, 0)`,
  },
  {
    key: "feed_failures",
    name: "rss_feeds.consecutive_failures / last_sync_status",
    query: () => sql`select count(*)::int as differing, count(*)::float8 as difference from rss_feeds
      where (last_sync_status = 'success' and consecutive_failures <> 0) or (last_sync_status = 'failed' and consecutive_failures = 0)`,
  },
  {
    key: "ai_usage",
    name: "ai_usage_tracking / articles enriched today",
    query: (now) => sql`with used as (
        select c.provider, sum(u.requests_count)::int as requests
        from ai_usage_tracking u join ai_configs c on c.id = u.ai_config_id
        where u.date = ${romeDay(now)} group by c.provider
      ), enriched as (
        select processed_by_ai_provider as provider, count(*)::int as articles from articles
        where ${isPublishedAs("articles")} and ai_processed_at >= ${startOfRomeDay(now).toISOString()}
          and processed_by_ai_provider in (select provider from ai_configs)
        group by processed_by_ai_provider
      )
      select count(*)::int as differing, coalesce(sum(e.articles - coalesce(u.requests, 0)), 0)::float8 as difference
      from enriched e left join used u on u.provider = e.provider
      where e.articles > coalesce(u.requests, 0)`,
  },
];

/**
 * "Verifica integrità": each stored counter against a real count, one check
 * per counter with the rows that disagree and by how much. Read-only: it
 * mends nothing.
 */
export async function checkIntegrity(deps: ToolDeps): Promise<ToolOutcome> {
  const now = deps.now?.() ?? new Date();
  const checks: ToolCheck[] = [];
  const counts: Record<string, number> = {};
  for (const check of CHECKS) {
    const [row] = await queryRows<{ differing: number; difference: number }>(deps.db, check.query(now));
    const differing = row?.differing ?? 0;
    counts[check.key] = differing;
    checks.push({ name: check.name, success: differing === 0, detail: differing === 0 ? null : `${differing} ${differing === 1 ? "row differs" : "rows differ"}, by ${Number(row?.difference ?? 0)} in all` });
  }
  const failed = checks.filter((check) => !check.success).length;
  return { success: failed === 0, detail: failed > 0 ? `${failed} of ${checks.length} counters differ from the real counts` : null, checks, counts };
}
