/**
 * Business constants of docs/product.md#limits-and-numbers and its records, shared by server and web.
 * Each list is the single source for the database CHECK constraints too.
 */

/** The 12 public categories, in the order the menus show them. */
export const CATEGORIES = [
  "tecnologia",
  "politica",
  "economia",
  "sport",
  "salute",
  "scienza",
  "cultura",
  "cronaca",
  "ambiente",
  "internazionale",
  "intrattenimento",
  "viaggi",
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The admin edit form offers the 12 plus "altro" (docs/product.md#categories). */
export const EDITABLE_CATEGORIES = [...CATEGORIES, "altro"] as const;
export type EditableCategory = (typeof EDITABLE_CATEGORIES)[number];

/** The six categories the 404 page suggests (docs/product.md#categories). */
export const POPULAR_CATEGORIES = ["tecnologia", "politica", "economia", "sport", "salute", "scienza"] as const;

/** Where a learned training example came from (docs/product.md#local-analyzer). */
export const TRAINING_ORIGINS = ["admin", "provider"] as const;
export type TrainingOrigin = (typeof TRAINING_ORIGINS)[number];

export const SENTIMENTS = ["positivo", "neutrale", "negativo"] as const;
export type Sentiment = (typeof SENTIMENTS)[number];

export const PROCESSING_STATUSES = ["pending", "processing", "completed", "failed"] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

export const EXTRACTION_METHODS = ["rss", "scraping"] as const;
export const FEED_SYNC_STATUSES = ["success", "failed", "pending"] as const;
/** A feed's items not in Italian while no provider can translate them: imported as they are, or skipped. */
export const FOREIGN_ITEMS_CHOICES = ["import", "skip"] as const;
export type ForeignItems = (typeof FOREIGN_ITEMS_CHOICES)[number];
/** How a feed's article pages are read (docs/product.md#feed-rss): auto = only when the feed's text is short, always, never. */
export const SCRAPE_MODES = ["auto", "always", "never"] as const;
export type ScrapeMode = (typeof SCRAPE_MODES)[number];
export const HEALTH_STATUSES = ["healthy", "warning", "critical"] as const;
/** What a health reading could measure: everything, or all but the HTTP figures (a worker without a web server). */
export const HEALTH_SCOPES = ["full", "no_http"] as const;
export const ERROR_SEVERITIES = ["critical", "high", "medium", "low"] as const;
export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export const LOG_CATEGORIES = ["system", "security", "performance", "user", "ai", "database"] as const;

/** AI providers with their default models (docs/product.md#configurazione-ai). */
export const AI_PROVIDER_DEFAULT_MODELS = {
  openai: "gpt-4o-mini",
  anthropic: "claude-3-haiku-20240307",
  google: "gemini-1.5-flash",
  openrouter: "meta-llama/llama-3.2-3b-instruct:free",
  deepseek: "deepseek-chat",
  grok: "grok-beta",
} as const;
export type AiProvider = keyof typeof AI_PROVIDER_DEFAULT_MODELS;
export const AI_PROVIDERS = Object.keys(AI_PROVIDER_DEFAULT_MODELS) as AiProvider[];

export const SOCIAL_PLATFORMS = ["facebook", "twitter", "linkedin", "instagram", "telegram", "whatsapp"] as const;
export const SOCIAL_FREQUENCIES = ["immediate", "hourly", "daily", "weekly"] as const;
export const SOCIAL_DEFAULT_TEMPLATE = "Nuova notizia: {{title}} - {{url}}";
/** Platforms whose public API posts with one token; the others keep the "in sviluppo" notice. */
export const SOCIAL_POSTING_PLATFORMS = ["facebook", "twitter", "linkedin", "telegram"] as const;
export const SOCIAL_POST_STATUSES = ["queued", "sending", "sent", "failed", "skipped"] as const;

/** How often the automatic feed sync runs, in hours (docs/product.md#automazione). */
export const RSS_SYNC_FREQUENCIES = [1, 3, 6, 12, 24] as const;
/** When a new article goes to the social platforms (docs/product.md#automazione). */
export const SOCIAL_POSTING_MODES = ["immediate", "delayed", "scheduled"] as const;

/** The six tools of Diagnostica's "Risoluzione Problemi" tab, as the API names them (docs/product.md#diagnostica-sistema). */
export const DIAGNOSTIC_TOOLS = ["database", "ai-providers", "feeds", "cleanup-logs", "page-cache", "integrity"] as const;
export type DiagnosticTool = (typeof DIAGNOSTIC_TOOLS)[number];

export const AUTOMATION_KEYS = [
  "rss_sync",
  "ai_processing",
  "auto_cleanup",
  "social_posting",
  "email_notifications",
  "backups",
  "daily_edition",
] as const;
export type AutomationKey = (typeof AUTOMATION_KEYS)[number];

/** Automation defaults (docs/product.md#automation-defaults), seeded on first start. */
export const AUTOMATION_DEFAULTS: Record<AutomationKey, Record<string, unknown>> = {
  rss_sync: { enabled: true, frequency_hours: 6 },
  ai_processing: { enabled: true, auto_process_new: true, min_confidence: 0.7, local_analyzer: true },
  auto_cleanup: { enabled: false, retention_days: 90, run_at: "03:00" },
  social_posting: { enabled: false, mode: "immediate", delay_minutes: 0 },
  email_notifications: {
    enabled: false,
    on_errors: true,
    on_new_articles: false,
    on_storage_warning: true,
    recipient: "",
  },
  // Off until the admin names a folder on the server (docs/operations: backups).
  backups: { enabled: false, run_at: "02:30", folder: "", keep: 7 },
  // The e-mail edition is off until the admin opens it; the pages of /edizione follow the two times (docs/product.md#edizione).
  daily_edition: { enabled: false, morning: true, morning_at: "07:00", evening: true, evening_at: "19:00" },
};

/** The two editions of a day, by the words of their addresses (/edizione/2026-11-30/mattina). */
export const EDITION_SLOTS = ["mattina", "sera"] as const;
export type EditionSlot = (typeof EDITION_SLOTS)[number];

/** The daily edition's limits (docs/product.md#edizione). */
export const EDITION_LIMITS = {
  /** Stories shown per category. */
  storiesPerCategory: 3,
  /** An edition covers the hours before its time. */
  windowHours: 24,
  /** An unconfirmed address is removed after this long, and its confirmation link stops working. */
  confirmHours: 48,
  /** A second confirmation e-mail to one unconfirmed address waits this long after the first. */
  resendMinutes: 10,
  /** A worker that was down sends an edition late only within this many hours of its time. */
  lateSendHours: 12,
  /** Subscribers per page of the dashboard's list. */
  pageSize: 50,
} as const;

export const LIMITS = {
  importLimit: { min: 1, max: 100, fallback: 10 },
  /** A feed's maximum age in days: older items are not imported; 0 = no limit (docs/product.md#feed-rss). */
  maxAgeDays: { min: 0, max: 3650, fallback: 7 },
  /**
   * The longest summary shown for a feed's articles, in characters (docs/product.md#feed-rss): 300 by default,
   * a "very short extract" beside the publisher's picture; 600 is what an enrichment may write at most.
   */
  summaryMaxChars: { min: 100, max: 600, fallback: 300 },
  /** The most feeds one OPML import may list: more is a mistake or an attack, and one insert stays small. */
  opmlFeeds: 1000,
  /** The longest CSS selector a feed's article body may be given. */
  contentSelectorChars: 500,
  aiPriority: { min: 1, max: 10, fallback: 1 },
  aiDailyRequests: { min: 1, max: 1000, fallback: 50 },
  cleanupDays: { min: 1, max: 365, fallback: 90 },
  /** "Archivia articoli vecchi": the articles published more than this many days ago move to the archive. */
  archiveDays: { min: 30, max: 3650, fallback: 180 },
  /** The archive's search answers at most this many articles, newest first. */
  archiveSearchResults: 50,
  /** How many daily backups the backup job keeps in its folder. */
  backupsKept: { min: 1, max: 365 },
  /** Spazio Server measures use against this assumed capacity and warns above storageWarningPercent. */
  storageCapacityBytes: 1024 ** 3,
  storageWarningPercent: 70,
  /** "Articoli ultimi 30 giorni" on Spazio Server. */
  storageRecentDays: 30,
  socialDelayMinutes: { min: 0, max: 1440 },
  feedFailureHighlight: 5,
  homePageSize: 50,
  /** The longest search the home reads and GET /api/articles accepts. */
  searchLength: 200,
  /** A search counts its matches up to here; past it the heading reads "oltre 1000". */
  searchCountCap: 1000,
  dashboardPageSize: 20,
  metaDescriptionLength: 160,
  errorListSize: 50,
  logListSize: 100,
  /** The most rows one CSV export of the system log holds, newest first. */
  logExportRows: 10_000,
  opsRetentionDays: 30,
  /** Health readings GET /api/admin/health gives by default, of which the screen's trend list shows healthTrendSize. */
  healthHistory: { fallback: 20, max: 100 },
  healthTrendSize: 10,
  /** Health status thresholds (docs/product.md#health-collection): percent of CPU, memory, disk, and ms of the DB query. */
  healthWarning: { percent: 70, dbQueryMs: 300 },
  healthCritical: { percent: 90, dbQueryMs: 1000 },
  /** Usage bars on Diagnostica: red above the first, yellow above the second, else green. */
  usageBar: { red: 70, yellow: 50 },
} as const;

/** Toast durations in milliseconds (docs/product.md#toasts). */
export const TOAST_DURATIONS = { success: 5000, info: 5000, warning: 6000, error: 7000 } as const;

/** Key of the reader's theme choice in browser storage: functional, no consent needed (docs/product.md#dark-theme-and-offline-reading). */
export const THEME_STORAGE_KEY = "rassegna_tema";

/** Key of the cookie-consent record in browser storage (docs/product.md#cookie-consent). */
export const COOKIE_CONSENT_KEY = "cookie_consent";

/**
 * The cookie policy's version, the day it last changed (shown on /cookie-policy as its date). Changing it
 * asks every visitor again: a choice stored under another version counts as none (docs/decisions.md, "Cookie consent").
 */
export const COOKIE_POLICY_VERSION = "2026-11-30";

/** A stored choice older than this counts as none and the banner asks again: six months, as the Garante asks. */
export const COOKIE_CONSENT_MAX_AGE_DAYS = 183;

/** How long the server keeps each choice as proof: the six months it is valid, then six more to prove it. */
export const COOKIE_CONSENT_RETENTION_DAYS = 365;

export const TIME_ZONE = "Europe/Rome";
