import { desc, gte, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { cookieConsents } from "../db/schema/index.js";
import {
  COOKIE_CONSENT_SUMMARY_DAYS,
  COOKIE_CONSENTS_PAGE_SIZE,
  type CookieConsentList,
  type CookieConsentListQuery,
  type CookieConsentSummary,
  type CookieConsentView,
} from "../shared/cookie-consents.js";

/**
 * The "Consensi cookie" section of the AdSense screen (docs/product.md#google-adsense):
 * the last 30 days' choices counted by what they allow, then one page of every
 * stored choice, newest first. A page past the last reads as the last.
 */
export async function listCookieConsents(db: Database, { page }: CookieConsentListQuery, now: Date = new Date()): Promise<CookieConsentList> {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(cookieConsents);
  const total = counted?.total ?? 0;
  const pageCount = Math.ceil(total / COOKIE_CONSENTS_PAGE_SIZE);
  const shown = Math.max(1, Math.min(page, pageCount));
  const rows =
    total === 0
      ? []
      : await db
          .select()
          .from(cookieConsents)
          // The id breaks ties, so a choice never shows on two pages or on none.
          .orderBy(desc(cookieConsents.created_at), desc(cookieConsents.id))
          .limit(COOKIE_CONSENTS_PAGE_SIZE)
          .offset((shown - 1) * COOKIE_CONSENTS_PAGE_SIZE);
  return { summary: await summarize(db, now), consents: rows.map(toCookieConsentView), total, page: shown, page_count: pageCount };
}

/** The choices of the last COOKIE_CONSENT_SUMMARY_DAYS, counted by the database in one pass. */
async function summarize(db: Database, now: Date): Promise<CookieConsentSummary> {
  const since = new Date(now.getTime() - COOKIE_CONSENT_SUMMARY_DAYS * 86_400_000);
  const { analytics, advertising } = cookieConsents;
  const [row] = await db
    .select({
      accept_all: sql<number>`(count(*) filter (where ${analytics} and ${advertising}))::int`,
      only_necessary: sql<number>`(count(*) filter (where not ${analytics} and not ${advertising}))::int`,
      custom: sql<number>`(count(*) filter (where ${analytics} <> ${advertising}))::int`,
    })
    .from(cookieConsents)
    .where(gte(cookieConsents.created_at, since));
  return { days: COOKIE_CONSENT_SUMMARY_DAYS, accept_all: row?.accept_all ?? 0, only_necessary: row?.only_necessary ?? 0, custom: row?.custom ?? 0 };
}

/** A stored choice as the admin API returns it (ISO timestamp). */
export function toCookieConsentView(row: typeof cookieConsents.$inferSelect): CookieConsentView {
  return {
    id: row.id,
    consent_id: row.consent_id,
    created_at: row.created_at.toISOString(),
    analytics: row.analytics,
    advertising: row.advertising,
    policy_version: row.policy_version,
  };
}
