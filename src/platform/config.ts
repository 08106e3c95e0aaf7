import path from "node:path";
import type { z } from "zod";
import { variables } from "./config-variables.js";

// This module is the only reader of process.env; the variables themselves are in config-variables.ts.

type Variables = typeof variables;
export type VariableName = keyof Variables;

/** Names, defaults and meanings of every variable, for documentation checks. */
export const configVariables = Object.entries(variables).map(([name, v]) => ({
  name: name as VariableName,
  fallback: v.fallback,
  expected: v.expected,
  meaning: v.meaning,
}));

export interface Config {
  port: number;
  /** The probes' own port (server/probe-server.ts), or undefined. */
  probePort: number | undefined;
  host: string;
  publicUrl: string;
  /** INDEXNOW_KEY, or undefined: no announcements (seo/indexnow.ts). */
  indexNow: { key: string; endpoint: string } | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  /** IMAGE_CACHE_DIR, else DATA_DIR/images: the article pictures on disk (docs/architecture.md#pictures). */
  imageCacheDir: string;
  /** IMAGE_CACHE_MAX_MB in bytes. */
  imageCacheMaxBytes: number;
  role: "all" | "web" | "worker";
  adminEmail: string;
  adminPassword: string | undefined;
  appSecret: string | undefined;
  smtpUrl: string | undefined;
  metricsToken: string | undefined;
  /** The From of every notification: MAIL_FROM, or "Rassegna <noreply@{host of PUBLIC_URL}>". */
  mailFrom: string;
  logLevel: "trace" | "debug" | "info" | "warn" | "error" | "fatal" | "silent";
  allowPrivateNetwork: boolean;
  /** The proxies whose X-Forwarded-For is believed (Fastify's trustProxy); empty trusts none. */
  trustProxy: string[];
  isDevelopment: boolean;
  /** Base URLs of the social platforms' APIs (docs/architecture.md#social-posting). */
  socialApis: { telegram: string; facebook: string; twitter: string; linkedin: string };
}

/** Raised for an invalid variable; its message is the single line printed at start. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Variables whose value never appears in an error message. */
const SECRETS: VariableName[] = ["ADMIN_PASSWORD", "APP_SECRET", "METRICS_TOKEN"];

function read<N extends VariableName>(
  env: NodeJS.ProcessEnv,
  name: N,
): z.output<Variables[N]["schema"]> {
  const spec = variables[name];
  const raw = env[name]?.trim() || spec.fallback;
  const result = spec.schema.safeParse(raw);
  if (!result.success) {
    const got = SECRETS.includes(name) ? "a value" : JSON.stringify(withoutPassword(raw));
    throw new ConfigError(`Invalid configuration: ${name} must be ${spec.expected} (got ${got}).`);
  }
  return result.data as z.output<Variables[N]["schema"]>;
}

/**
 * A URL-like value with its password masked (postgres://u:***@host), for
 * error messages. Text, not URL parsing: the value is the one that failed to
 * parse. A raw "@" in a password is common, so the user part ends at the last "@".
 */
function withoutPassword(value: string | undefined): string | undefined {
  if (value === undefined) return value;
  return value
    .replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/]*:)(.*)@/is, (_match, before: string, password: string) => (password ? `${before}***@` : `${before}@`))
    .replace(/([?&]password=)[^&#]*/gi, "$1***");
}

/** Reads and validates the configuration; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = read(env, "PORT");
  const probePort = env.PROBE_PORT?.trim() ? read(env, "PROBE_PORT") : undefined;
  if (probePort === port) throw new ConfigError(`Invalid configuration: PROBE_PORT must be ${variables.PROBE_PORT.expected} (got "${probePort}").`);
  const publicUrl = env.PUBLIC_URL?.trim() ? read(env, "PUBLIC_URL") : `http://localhost:${port}`;
  const dataDir = path.resolve(read(env, "DATA_DIR"));
  return {
    port,
    probePort,
    host: read(env, "HOST"),
    publicUrl,
    indexNow: env.INDEXNOW_KEY?.trim() ? { key: read(env, "INDEXNOW_KEY")!, endpoint: read(env, "INDEXNOW_ENDPOINT") } : undefined,
    databaseUrl: read(env, "DATABASE_URL"),
    dataDir,
    imageCacheDir: path.resolve(read(env, "IMAGE_CACHE_DIR") ?? path.join(dataDir, "images")),
    imageCacheMaxBytes: read(env, "IMAGE_CACHE_MAX_MB") * 1024 * 1024,
    role: read(env, "ROLE"),
    adminEmail: read(env, "ADMIN_EMAIL").toLowerCase(),
    adminPassword: read(env, "ADMIN_PASSWORD"),
    appSecret: env.APP_SECRET?.trim() ? read(env, "APP_SECRET") : undefined,
    smtpUrl: read(env, "SMTP_URL"),
    metricsToken: env.METRICS_TOKEN?.trim() ? read(env, "METRICS_TOKEN") : undefined,
    mailFrom: read(env, "MAIL_FROM") ?? `Rassegna <noreply@${new URL(publicUrl).hostname}>`,
    logLevel: read(env, "LOG_LEVEL"),
    allowPrivateNetwork: read(env, "ALLOW_PRIVATE_NETWORK"),
    trustProxy: read(env, "TRUST_PROXY"),
    isDevelopment: env.NODE_ENV === "development",
    socialApis: {
      telegram: read(env, "TELEGRAM_API_URL"),
      facebook: read(env, "FACEBOOK_GRAPH_URL"),
      twitter: read(env, "X_API_URL"),
      linkedin: read(env, "LINKEDIN_API_URL"),
    },
  };
}
