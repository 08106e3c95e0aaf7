import { isIP } from "node:net";
import { z } from "zod";

/**
 * Every environment variable the program reads, with its default, the form it
 * must take and what it means: config.ts reads them (the only reader of
 * process.env), and the README's configuration table is checked against them.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** Address ranges proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_RANGES = ["loopback", "linklocal", "uniquelocal"];

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The reverse proxies whose X-Forwarded-For is believed: addresses, ranges
 * (CIDR) or proxy-addr's names, comma-separated. The client is then the
 * right-most address that is not one of them, so a client cannot claim
 * another address by writing the header itself. "true" (trust every hop) is
 * refused for that reason; "false" or empty trusts none.
 */
const trustedProxies = z
  .string()
  .transform((value) => value.split(",").map((entry) => entry.trim()).filter(Boolean))
  .transform((entries) => (entries.length === 1 && ["false", "0", "no"].includes(entries[0]!) ? [] : entries))
  .refine((entries) => entries.every(isProxyAddress));

export const variables = {
  PORT: {
    schema: z.coerce.number({ error: "an integer from 1 to 65535" }).int().min(1).max(65535),
    expected: "an integer from 1 to 65535",
    fallback: "3000",
    meaning: "TCP port of the web server.",
  },
  PROBE_PORT: {
    schema: z.coerce.number({ error: "an integer from 1 to 65535" }).int().min(1).max(65535).optional(),
    expected: "an integer from 1 to 65535, other than PORT",
    fallback: undefined,
    meaning:
      "A port of its own for /livez, /readyz and /api/health, answered by a thread of their own: fast on a new connection however busy the server is. Point an orchestrator's probes at it. Unset: the probes answer on PORT only.",
  },
  HOST: {
    schema: z.string().min(1),
    expected: "a host name or IP address",
    fallback: "localhost",
    meaning: "Address to listen on; use 0.0.0.0 to accept connections from other machines.",
  },
  PUBLIC_URL: {
    schema: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, "")),
    expected: "an absolute http(s) URL such as https://rassegna.example.it",
    fallback: undefined,
    meaning: "Public address of the site, used for canonical links, feeds and the fetcher's User-Agent. Default http://localhost:PORT.",
  },
  DATABASE_URL: {
    schema: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    expected: "a postgres:// or postgresql:// connection URL",
    fallback: undefined,
    meaning: "PostgreSQL server to use. When unset, the embedded PGlite database in DATA_DIR is used.",
  },
  DATA_DIR: {
    schema: z.string().min(1),
    expected: "a directory path",
    fallback: "./data",
    meaning: "Where the embedded database and the generated APP_SECRET live.",
  },
  IMAGE_CACHE_DIR: {
    schema: z.string().min(1).optional(),
    expected: "a directory path",
    fallback: undefined,
    meaning: "Where the article pictures served from this site's own origin are kept, resized (docs/architecture.md#pictures). Default DATA_DIR/images.",
  },
  IMAGE_CACHE_MAX_MB: {
    schema: z.coerce.number({ error: "a whole number of megabytes from 10 to 1000000" }).int().min(10).max(1_000_000),
    expected: "a whole number of megabytes from 10 to 1000000",
    fallback: "1024",
    meaning: "The most the picture cache may take on disk; past it the least recently used pictures are removed first.",
  },
  ROLE: {
    schema: z.enum(["all", "web", "worker"]),
    expected: "one of all, web, worker",
    fallback: "all",
    meaning: "web serves HTTP, worker runs the scheduled jobs, all does both. Splitting roles across processes needs DATABASE_URL.",
  },
  ADMIN_EMAIL: {
    schema: z.email(),
    expected: "an e-mail address",
    fallback: "admin@rassegna.local",
    meaning: "E-mail of the first administrator, created at start-up when no account with it exists.",
  },
  ADMIN_PASSWORD: {
    schema: z.string().min(12).max(256).optional(),
    expected: "a password of 12 to 256 characters",
    fallback: undefined,
    meaning: "Password of that first administrator. When unset, a strong one is generated and printed once.",
  },
  APP_SECRET: {
    schema: z.string().min(32),
    expected: "a random string of at least 32 characters",
    fallback: undefined,
    meaning: "Key that signs access tokens. Generated into DATA_DIR/app-secret when unset; set it (the same on every instance) when running several.",
  },
  TELEGRAM_API_URL: {
    schema: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, "")),
    expected: "an absolute http(s) URL",
    fallback: "https://api.telegram.org",
    meaning: "Base URL of the Telegram Bot API used for social posting (a local stand-in in tests and the demo).",
  },
  FACEBOOK_GRAPH_URL: {
    schema: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, "")),
    expected: "an absolute http(s) URL",
    fallback: "https://graph.facebook.com",
    meaning: "Base URL of the Facebook Graph API used for posting to a Page.",
  },
  X_API_URL: {
    schema: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, "")),
    expected: "an absolute http(s) URL",
    fallback: "https://api.x.com",
    meaning: "Base URL of the X API (v2) used for posting.",
  },
  LINKEDIN_API_URL: {
    schema: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, "")),
    expected: "an absolute http(s) URL",
    fallback: "https://api.linkedin.com",
    meaning: "Base URL of the LinkedIn REST API (Posts API) used for posting.",
  },
  SMTP_URL: {
    schema: z.url({ protocol: /^smtps?$/ }).optional(),
    expected: "an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.it:587",
    fallback: undefined,
    meaning: "Mail server for e-mail notifications. Unset: no e-mail is sent.",
  },
  METRICS_TOKEN: {
    schema: z.string().min(16).optional(),
    expected: "a random string of at least 16 characters",
    fallback: undefined,
    meaning: "Turns on GET /metrics (Prometheus text), answered only with Authorization: Bearer METRICS_TOKEN. Unset: /metrics answers 404.",
  },
  INDEXNOW_KEY: {
    schema: z.string().regex(/^[A-Za-z0-9-]{8,128}$/).optional(),
    expected: "8-128 letters, digits or dashes",
    fallback: undefined,
    meaning: "Turns on IndexNow: new and updated story pages are announced to search engines, and GET /{key}.txt proves the site's ownership. Unset: nothing is sent.",
  },
  INDEXNOW_ENDPOINT: {
    schema: z.url({ protocol: /^https?$/ }),
    expected: "an absolute http(s) URL",
    fallback: "https://api.indexnow.org/indexnow",
    meaning: "Where IndexNow announcements go (a local stand-in in tests).",
  },
  MAIL_FROM: {
    schema: z
      .string()
      .max(200)
      .regex(/^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/)
      .optional(),
    expected: 'a sender such as "Rassegna <notifiche@example.it>" or notifiche@example.it',
    fallback: undefined,
    meaning: "Sender of the e-mail notifications. Default Rassegna <noreply@HOST>, HOST being PUBLIC_URL's host name.",
  },
  LOG_LEVEL: {
    schema: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]),
    expected: "one of trace, debug, info, warn, error, fatal, silent",
    fallback: "info",
    meaning: "Lowest level written to the console log.",
  },
  ALLOW_PRIVATE_NETWORK: {
    schema: booleanFlag,
    expected: "true or false",
    fallback: "false",
    meaning:
      "Lets the feed fetcher, the article pictures' downloads and AI provider calls reach loopback and private addresses (tests, the offline demo, a model on the LAN). Keep false in production: it is the SSRF guard.",
  },
  TRUST_PROXY: {
    schema: trustedProxies,
    expected: "the reverse proxies' addresses or ranges, comma-separated, such as 127.0.0.1 or 10.0.0.0/8,::1 (not true: a client could then claim any address)",
    fallback: "false",
    meaning:
      "The reverse proxies in front of the server (addresses, CIDR ranges, or loopback, linklocal, uniquelocal). Their X-Forwarded-For is believed, so limits see the client's address: the right-most one that is not a listed proxy.",
  },
} as const;
