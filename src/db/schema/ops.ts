import { sql } from "drizzle-orm";
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ERROR_SEVERITIES, HEALTH_SCOPES, HEALTH_STATUSES, LOG_CATEGORIES, LOG_LEVELS } from "../../shared/constants.js";
import { between, oneOf } from "./checks.js";

/** One reading of the host's health (docs/product.md#operational-records). */
export const systemHealthMetrics = pgTable(
  "system_health_metrics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").notNull(),
    cpu_usage: doublePrecision("cpu_usage").notNull(),
    memory_usage: doublePrecision("memory_usage").notNull(),
    disk_usage: doublePrecision("disk_usage").notNull(),
    // Null from a process without an HTTP server (the worker role), which says so in `scope`.
    active_connections: integer("active_connections"),
    api_response_time: doublePrecision("api_response_time"),
    database_query_time: doublePrecision("database_query_time").notNull(),
    scope: text("scope").notNull().default("full"),
  },
  (t) => [
    index("system_health_metrics_timestamp_idx").on(t.timestamp.desc().nullsFirst()),
    check("system_health_metrics_status_valid", oneOf(t.status, HEALTH_STATUSES)),
    check("system_health_metrics_cpu_range", between(t.cpu_usage, 0, 100)),
    check("system_health_metrics_memory_range", between(t.memory_usage, 0, 100)),
    check("system_health_metrics_disk_range", between(t.disk_usage, 0, 100)),
    check("system_health_metrics_connections_positive", sql`${t.active_connections} >= 0`),
    check("system_health_metrics_scope_valid", oneOf(t.scope, HEALTH_SCOPES)),
  ],
);

export interface ErrorAnalysis {
  root_cause: string;
  suggested_solutions: string[];
  prevention_tips: string[];
}

/** A failure worth the admin's attention (docs/product.md#operational-records). */
export const errorLogs = pgTable(
  "error_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    error_type: text("error_type").notNull(),
    severity: text("severity").notNull(),
    error_message: text("error_message").notNull(),
    source: text("source").notNull(),
    stack_trace: text("stack_trace"),
    resolved: boolean("resolved").notNull().default(false),
    resolved_at: timestamp("resolved_at", { withTimezone: true }),
    ai_analysis: jsonb("ai_analysis").$type<ErrorAnalysis>(),
  },
  (t) => [
    index("error_logs_timestamp_idx").on(t.timestamp.desc().nullsFirst()),
    index("error_logs_open_idx").on(t.resolved, t.severity),
    check("error_logs_severity_valid", oneOf(t.severity, ERROR_SEVERITIES)),
    // Resolving sets resolved_at; an error cannot be reopened (docs/product.md#operational-records):
    // a trigger of migration 0016 refuses any update that would.
    check("error_logs_resolved_at_set", sql`not ${t.resolved} or ${t.resolved_at} is not null`),
  ],
);

/** One structured log line kept for the dashboard (docs/product.md#operational-records). */
export const systemLogs = pgTable(
  "system_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    log_level: text("log_level").notNull(),
    category: text("category").notNull(),
    source: text("source").notNull(),
    message: text("message").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("system_logs_timestamp_idx").on(t.timestamp.desc().nullsFirst()),
    // Diagnostica's log search (docs/product.md#diagnostica-sistema): text in the message or the source, case
    // and accents ignored (src/diagnostics/logs/log-conditions.ts spells the same expression). unaccent_immutable is
    // migration 0017's wrapper: an index needs an immutable function, and unaccent() is only stable.
    index("system_logs_search_trgm_idx")
      .using("gin", sql`unaccent_immutable(${t.message} || ' ' || ${t.source}) gin_trgm_ops`)
      .with({ gin_pending_list_limit: 256 }),
    check("system_logs_level_valid", oneOf(t.log_level, LOG_LEVELS)),
    check("system_logs_category_valid", oneOf(t.category, LOG_CATEGORIES)),
  ],
);

/**
 * The last time of each once-per-period action, shared by every instance:
 * the e-mail throttle of docs/product.md#e-mail-notifications ("error:<kind>",
 * "storage_warning"), each daily job's "done today" ("job:<name>") and a
 * job's last success after failures ("job-ok:<name>"). Claimed with one
 * conditional upsert (db/period-claims.ts), so two workers never do it twice.
 * Named mail_notifications (kind, sent_at) until migration 0024: more than e-mails claim it.
 */
export const periodClaims = pgTable("period_claims", {
  key: text("key").primaryKey(),
  claimed_at: timestamp("claimed_at", { withTimezone: true }).notNull(),
});

/**
 * One run of the daily backup job: the file it wrote (its size and how long
 * it took), or why it failed. Spazio Server and Diagnostica show the latest;
 * the job keeps the last few dozen.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    started_at: timestamp("started_at", { withTimezone: true }).notNull(),
    duration_ms: integer("duration_ms").notNull(),
    file: text("file").notNull(),
    /** Null when the run failed. */
    size_bytes: bigint("size_bytes", { mode: "number" }),
    /** Null when the run succeeded. */
    error: text("error"),
  },
  (t) => [
    index("backup_runs_started_at_idx").on(t.started_at.desc()),
    check("backup_runs_outcome", sql`(${t.error} is null) = (${t.size_bytes} is not null)`),
  ],
);
