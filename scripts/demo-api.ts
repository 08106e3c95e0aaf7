/**
 * The few Rassegna API calls the offline demo makes, over real HTTP as an
 * administrator's script would.
 */
import { Agent, fetch } from "undici";

/** A sync scrapes dozens of pages, so it may answer well after undici's default 300 s header timeout. */
const patient = new Agent({ headersTimeout: 15 * 60_000, bodyTimeout: 15 * 60_000 });

export interface ApiAnswer<T> {
  status: number;
  body: T | undefined;
  /** The API's `message` (or the raw text) when the call did not succeed. */
  error: string;
}

export interface SyncResult {
  success: boolean;
  imported: number;
  scraped: number;
  feeds_processed: number;
  feeds_succeeded: number;
  feeds_failed: number;
  duration_ms: number;
  results: Array<{ feedName: string; success: boolean; imported: number; error?: string | null }>;
  message: string;
}

/** POSTs JSON to the app and returns the status and the parsed answer, never throwing on an HTTP status. */
export function postJson<T>(origin: string, path: string, body: unknown, token?: string): Promise<ApiAnswer<T>> {
  return sendJson<T>("POST", origin, path, body, token);
}

/** PUTs JSON to the app, like postJson. */
export function putJson<T>(origin: string, path: string, body: unknown, token?: string): Promise<ApiAnswer<T>> {
  return sendJson<T>("PUT", origin, path, body, token);
}

async function sendJson<T>(method: string, origin: string, path: string, body: unknown, token?: string): Promise<ApiAnswer<T>> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    dispatcher: patient,
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const message = (parsed as { message?: unknown } | undefined)?.message;
  return {
    status: response.status,
    body: response.ok ? (parsed as T) : undefined,
    error: response.ok ? "" : typeof message === "string" ? message : text.slice(0, 200) || `HTTP ${response.status}`,
  };
}

/** GETs JSON from the app with the bearer token; undefined unless it answers 200. */
export async function getJson<T>(origin: string, path: string, token: string): Promise<T | undefined> {
  const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return response.ok ? ((await response.json()) as T) : undefined;
}

/** Signs in with the password grant and returns the access token. */
export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const answer = await postJson<{ access_token: string }>(origin, "/api/auth/token?grant_type=password", { email, password });
  if (!answer.body?.access_token) throw new Error(`Sign-in as ${email} failed (HTTP ${answer.status}): ${answer.error}`);
  return answer.body.access_token;
}

/** Polls GET /api/health until it answers 200; fails early when `alive()` turns false. */
export async function waitForHealth(origin: string, alive: () => boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error("The app exited during start-up.");
    const ok = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not answer ${origin}/api/health within ${timeoutMs / 1000} s.`);
}

/** The sync report as a small text table, one line per feed. */
export function formatSyncTable(result: SyncResult): string {
  const width = Math.max(4, ...result.results.map((r) => r.feedName.length));
  const lines = [`  ${"Feed".padEnd(width)}  Result  Imported  Error`];
  for (const r of result.results) {
    lines.push(`  ${r.feedName.padEnd(width)}  ${(r.success ? "ok" : "failed").padEnd(6)}  ${String(r.imported).padStart(8)}  ${r.error ?? ""}`.trimEnd());
  }
  const seconds = (result.duration_ms / 1000).toFixed(1);
  lines.push(
    `  ${result.imported} articles imported (${result.scraped} scraped from their pages) from ${result.feeds_processed} feeds: ${result.feeds_succeeded} ok, ${result.feeds_failed} failed, in ${seconds} s.`,
  );
  return lines.join("\n");
}
