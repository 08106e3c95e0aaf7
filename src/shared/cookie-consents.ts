import { z } from "zod";
import { pageNumberSchema } from "./page-number.js";

/** Choices per page of the "Consensi cookie" list (docs/product.md#google-adsense). */
export const COOKIE_CONSENTS_PAGE_SIZE = 20;

/** The days the dashboard's three counts look back over, today included. */
export const COOKIE_CONSENT_SUMMARY_DAYS = 30;

/** A policy version as COOKIE_POLICY_VERSION writes it: the day it changed. */
const POLICY_VERSION = /^\d{4}-\d{2}-\d{2}$/;

/**
 * POST /api/cookie-consents, sent by the banner when the visitor chooses
 * (docs/product.md#cookie-consent): the browser's consent id, the two
 * optional categories and the version of the policy it showed. Nothing else
 * is read, so nothing else can be stored.
 */
export const recordCookieConsentSchema = z.object({
  consent_id: z.uuid("consent_id must be a UUID"),
  analytics: z.boolean("analytics must be true or false"),
  advertising: z.boolean("advertising must be true or false"),
  policy_version: z.string("policy_version must be text").regex(POLICY_VERSION, "policy_version must be a date such as 2026-11-30"),
});
export type RecordCookieConsentInput = z.output<typeof recordCookieConsentSchema>;

/** POST /api/cookie-consents answer (201). */
export const recordCookieConsentResponseSchema = z.object({ success: z.literal(true) });

/** GET /api/admin/cookie-consents: a page (from 1); a page past the last reads as the last. */
export const cookieConsentListQuerySchema = z.object({
  page: pageNumberSchema,
});
export type CookieConsentListQuery = z.output<typeof cookieConsentListQuerySchema>;

/** One stored choice as the dashboard lists it. */
export const cookieConsentViewSchema = z.object({
  id: z.string(),
  consent_id: z.string(),
  created_at: z.iso.datetime(),
  analytics: z.boolean(),
  advertising: z.boolean(),
  policy_version: z.string(),
});
export type CookieConsentView = z.infer<typeof cookieConsentViewSchema>;

/**
 * The choices of the last COOKIE_CONSENT_SUMMARY_DAYS by what they allow:
 * both categories (what "Accetta Tutti" records), neither (what "Solo
 * Necessari" and the close X record), or one of the two.
 */
export const cookieConsentSummarySchema = z.object({
  days: z.number().int(),
  accept_all: z.number().int(),
  only_necessary: z.number().int(),
  custom: z.number().int(),
});
export type CookieConsentSummary = z.infer<typeof cookieConsentSummarySchema>;

/** GET /api/admin/cookie-consents: the counts, then one page of choices, newest first. */
export const cookieConsentListSchema = z.object({
  summary: cookieConsentSummarySchema,
  consents: z.array(cookieConsentViewSchema),
  /** Choices stored in all. */
  total: z.number().int(),
  /** The page shown: the one asked for, or the last one when that lies beyond it. */
  page: z.number().int(),
  /** Pages of choices; 0 when there are none. */
  page_count: z.number().int(),
});
export type CookieConsentList = z.infer<typeof cookieConsentListSchema>;
