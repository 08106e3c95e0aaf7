import { LIMITS } from "../../shared/constants.js";
import type { ErrorSeverity } from "./record-error.js";

/**
 * The kinds of error_logs rows the rule of docs/product.md#operational-data
 * names, each with the `error_type` its rows carry (the filters and the e-mail
 * throttle group by it). Feed and provider failures carry their reason instead
 * (`feed_timeout`, `ai_auth`...).
 */
export const ERROR_TYPES = {
  databaseUnreachable: "database_unreachable",
  diskFull: "disk_full",
  allFeedsFailing: "feeds_all_failing",
  allProvidersFailing: "ai_all_providers_failing",
  jobFailed: "job_failed",
  http5xx: "http_5xx",
} as const;

/** A job failing this many times in a row is critical. */
export const JOB_FAILURES_CRITICAL = 3;
/** Every active provider failing, none answering, for this long is critical. */
export const PROVIDERS_FAILING_CRITICAL_MS = 60 * 60_000;

/** What happened, in the terms of the rule. */
export type SeverityEvent =
  | { kind: "database_unreachable" }
  /** The data volume's use, in percent. */
  | { kind: "disk_usage"; percent: number }
  | { kind: "all_feeds_failing" }
  /** Every active provider has failed, and none answered, for PROVIDERS_FAILING_CRITICAL_MS. */
  | { kind: "all_providers_failing" }
  /** `consecutiveFailures` counts this failure. */
  | { kind: "job_failed"; consecutiveFailures: number }
  /** `consecutiveFailures` counts this failure; `addressRefused` when the SSRF guard refused the feed's address. */
  | { kind: "feed_failed"; consecutiveFailures: number; addressRefused?: boolean }
  /** A provider call that failed (error, timeout, refused key, malformed answer...). */
  | { kind: "provider_failed" }
  /** A provider answered, with less confidence than the minimum: the article's problem, not the provider's. */
  | { kind: "low_confidence" }
  | { kind: "http_5xx" }
  | { kind: "other" };

/**
 * The one rule of severity (docs/product.md#operational-data): critical for
 * the database unreachable, the disk above 90 %, every feed failing, every
 * provider failing for an hour, a job failing three times in a row; high for
 * a feed failing 5 times in a row (or refused by the address guard, which no
 * retry fixes) and a provider failing; medium otherwise.
 */
export function errorSeverity(event: SeverityEvent): ErrorSeverity {
  switch (event.kind) {
    case "database_unreachable":
    case "all_feeds_failing":
    case "all_providers_failing":
      return "critical";
    case "disk_usage":
      return event.percent > LIMITS.healthCritical.percent ? "critical" : "medium";
    case "job_failed":
      return event.consecutiveFailures >= JOB_FAILURES_CRITICAL ? "critical" : "medium";
    case "feed_failed":
      return event.consecutiveFailures >= LIMITS.feedFailureHighlight || event.addressRefused ? "high" : "medium";
    case "provider_failed":
      return "high";
    case "low_confidence":
    case "http_5xx":
    case "other":
      return "medium";
  }
}
