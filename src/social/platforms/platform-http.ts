import { createGuardedFetch } from "../../net/guarded-fetch.js";
import { findNetError } from "../../net/net-errors.js";
import { retryAfterMs as readRetryAfter } from "../../shared/retry-after.js";
import { cutAtWord } from "../../shared/cut-at-word.js";
import type { SendFailure } from "./platform-client.js";

/**
 * The one HTTP call every platform client makes (docs/architecture.md#social-posting):
 * through the SSRF guard, bounded in time, its answer shortened and the token
 * kept out of every detail and answer we store or log.
 */

/** A platform that does not answer within this long is treated as unreachable (worth another try). */
export const PLATFORM_TIMEOUT_MS = 15_000;
/** How much of a platform's answer we keep for the test-post result and the logs. */
export const RESPONSE_MAX_CHARS = 2_000;

export interface PlatformHttp {
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  /** The clock Retry-After dates are read against. */
  now: () => number;
}

export interface PlatformHttpOptions {
  allowPrivateNetwork: boolean;
  ssrfExemptAddresses?: readonly string[];
  timeoutMs?: number;
  now?: () => number;
}

/** The guarded fetch the four clients share. */
export function createPlatformHttp(options: PlatformHttpOptions): PlatformHttp {
  const timeoutMs = options.timeoutMs ?? PLATFORM_TIMEOUT_MS;
  return {
    fetch: createGuardedFetch({
      allowPrivateNetwork: options.allowPrivateNetwork,
      ...(options.ssrfExemptAddresses && { ssrfExemptAddresses: options.ssrfExemptAddresses }),
      headersTimeoutMs: timeoutMs,
      bodyTimeoutMs: timeoutMs,
    }),
    timeoutMs,
    now: options.now ?? (() => Date.now()),
  };
}

export interface PlatformRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The token, wherever it travels (header, body or path): masked out of everything we keep. */
  secret: string;
}

/** An HTTP answer, whatever its status; the body already masked and shortened. */
export interface PlatformAnswer {
  status: number;
  headers: Headers;
  /** The body as it came, masked and shortened (for SendResult.response). */
  response: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/** POSTs once; a network error, a timeout or an SSRF refusal comes back as a SendFailure. */
export async function postToPlatform(http: PlatformHttp, request: PlatformRequest): Promise<PlatformAnswer | SendFailure> {
  const mask = (text: string) => maskSecret(text, request.secret);
  let response: Response;
  let text: string;
  try {
    response = await http.fetch(request.url, {
      method: "POST",
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(http.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const refused = findNetError(error);
    const host = hostOf(request.url);
    // A refused address or redirect will be refused again: only a real network failure is worth a retry.
    const detail = refused ? `Refused to reach ${host}: ${refused.message}` : `Could not reach ${host}: ${describe(error)}`;
    return { ok: false, status: null, retryable: !refused, detail: mask(detail), response: null };
  }
  // The answer as it came (JSON or text) is no prose: cut at the limit, not at a word.
  const kept = cutAtWord(mask(text), RESPONSE_MAX_CHARS, { minShareAtWord: 1 });
  return { status: response.status, headers: response.headers, response: kept, json: parseJson(text) };
}

/** Whether postToPlatform failed before any HTTP answer. */
export function isFailure(answer: PlatformAnswer | SendFailure): answer is SendFailure {
  return "ok" in answer;
}

/** The failure for an HTTP answer the platform refused: 5xx and 429 are worth another try. */
export function httpFailure(http: PlatformHttp, answer: PlatformAnswer, detail: string, secret: string, hintSeconds?: number): SendFailure {
  const retryAfterMs = readRetryAfter(answer.headers.get("retry-after"), http.now()) ?? (hintSeconds !== undefined ? hintSeconds * 1000 : undefined);
  return {
    ok: false,
    status: answer.status,
    retryable: answer.status >= 500 || answer.status === 429,
    ...(retryAfterMs !== undefined && { retryAfterMs }),
    detail: maskSecret(`HTTP ${answer.status}: ${detail}`, secret),
    response: answer.response,
  };
}

/** The token (and its URL-encoded form) replaced by "***". */
export function maskSecret(text: string, secret: string): string {
  if (secret.length < 4) return text;
  let masked = text.split(secret).join("***");
  const encoded = encodeURIComponent(secret);
  if (encoded !== secret) masked = masked.split(encoded).join("***");
  return masked;
}

/** A string field of a JSON object, or undefined. */
export function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "the platform";
  }
}

/** fetch's "fetch failed" says nothing: the cause (ECONNREFUSED, timeout) does. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === "TimeoutError" || error.name === "AbortError") return "no answer in time";
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code && !cause.message.includes(code) ? `${code}: ${cause.message}` : cause.message;
  }
  return error.message;
}
