import { STATUS_CODES } from "node:http";
import type { Dispatcher } from "undici";
import { createGuardedAgent } from "../../net/guarded-agent.js";
import { RedirectError } from "../../net/net-errors.js";
import { nextRedirectTarget } from "../../net/redirect-hop.js";
import { assertFetchableUrl } from "../../net/ssrf-guard.js";
import { FeedError, type FetchOutcome, type Validators } from "../types.js";
import { formatBytes, readCappedBody } from "./body-limit.js";
import { detectBotProtection } from "./bot-protection.js";
import { classifyNetworkError } from "./classify-error.js";
import { createHostLimiter, type Release } from "./host-limiter.js";
import { retryAfterMs } from "../../shared/retry-after.js";
import { headersReserveTdm } from "../reservations/page-reservation.js";

export interface FetcherOptions {
  /** e.g. "Rassegna/0.1 (+https://rassegna.example.it)", see buildUserAgent. */
  userAgent: string;
  /** ALLOW_PRIVATE_NETWORK: when true the SSRF guard refuses nothing. */
  allowPrivateNetwork: boolean;
  /** Connect, response-headers and idle-body timeout; the whole fetch gets 3x this. Default 20 s. */
  timeoutMs?: number;
  /** Cap on the DECODED body size. Default 10 MB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Default 2. */
  perHostConcurrency?: number;
  /** Default 8. */
  totalConcurrency?: number;
  /** Exact IP addresses let through the SSRF guard (tests reach 127.0.0.1 with the guard on). */
  ssrfExemptAddresses?: readonly string[];
}

export interface FetchRequestOptions {
  /** ETag and Last-Modified from the previous fetch, sent as If-None-Match / If-Modified-Since. */
  validators?: Validators;
  accept?: string;
  signal?: AbortSignal;
}

export interface Fetcher {
  /** GETs a URL following at most maxRedirects redirects; throws FeedError on any failure. */
  fetch(url: string, options?: FetchRequestOptions): Promise<FetchOutcome>;
  /** Closes the pooled connections, after the requests under way. */
  close(): Promise<void>;
}

export const FETCH_DEFAULTS = {
  timeoutMs: 20_000,
  maxBytes: 10 * 1024 * 1024,
  maxRedirects: 5,
  perHostConcurrency: 2,
  totalConcurrency: 8,
} as const;

/** A stalled body is cut by the idle timeout; one that drips slowly forever by this overall budget. */
const DEADLINE_FACTOR = 3;
/** Enough of an error page to recognise a bot-protection challenge. */
const ERROR_PAGE_PEEK = 64 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const PRODUCT = "Rassegna/0.1";

/** The User-Agent naming the product and the site, so publishers know who reads their feeds. */
export function buildUserAgent(publicUrl: string): string {
  return `${PRODUCT} (+${publicUrl.replace(/\/+$/, "")})`;
}

/** A fetcher with its own connection pool, SSRF guard and concurrency limits. */
export function createFetcher(options: FetcherOptions): Fetcher {
  const settings = { ...FETCH_DEFAULTS, ...definedOnly(options) };
  const exempt = new Set(options.ssrfExemptAddresses ?? []);
  const agent = createGuardedAgent({
    allowPrivateNetwork: options.allowPrivateNetwork,
    exempt,
    connectTimeoutMs: settings.timeoutMs,
    headersTimeoutMs: settings.timeoutMs,
    bodyTimeoutMs: settings.timeoutMs,
  });
  const limiter = createHostLimiter({ perHost: settings.perHostConcurrency, total: settings.totalConcurrency });

  async function fetchUrl(url: string, request: FetchRequestOptions = {}): Promise<FetchOutcome> {
    let current = parseUrl(url);
    const deadline = new AbortController();
    const signal = request.signal ? AbortSignal.any([request.signal, deadline.signal]) : deadline.signal;
    let timer: NodeJS.Timeout | undefined;
    const visited = new Set<string>();
    try {
      for (let redirects = 0; ; redirects += 1) {
        visited.add(current.href);
        let release: Release | undefined;
        let step: Step;
        try {
          // Every hop: a literal IP never reaches the guarded lookup, so it is checked here.
          assertFetchableUrl(current, options.allowPrivateNetwork, exempt);
          release = await limiter.acquire(current.hostname, signal);
          // The budget starts with the first connection, not in the queue behind other feeds.
          timer ??= setTimeout(() => deadline.abort(), settings.timeoutMs * DEADLINE_FACTOR);
          step = await fetchOnce(current, request.validators ?? {}, request.accept, signal);
        } catch (error) {
          request.signal?.throwIfAborted();
          if (deadline.signal.aborted) {
            throw new FeedError("timeout", `Fetching ${current.host} took longer than ${(settings.timeoutMs * DEADLINE_FACTOR) / 1000} s`, {
              url: current.href,
            });
          }
          throw classifyNetworkError(error, current.href);
        } finally {
          release?.();
        }
        if (step.kind === "done") return step.outcome;
        current = followRedirect(current, step, visited, redirects, settings.maxRedirects);
      }
    } finally {
      clearTimeout(timer);
    }
  }

  type Step = { kind: "done"; outcome: FetchOutcome } | { kind: "redirect"; status: number; location: string };

  /** One request, no redirect followed: the outcome, the next location, or a FeedError. */
  async function fetchOnce(url: URL, validators: Validators, accept: string | undefined, signal: AbortSignal): Promise<Step> {
    const headers: Record<string, string> = {
      "user-agent": options.userAgent,
      accept: accept ?? "*/*",
      "accept-encoding": "gzip, deflate, br",
      "accept-language": "it-IT,it;q=0.9,en;q=0.5",
    };
    if (validators.etag) headers["if-none-match"] = validators.etag;
    if (validators.lastModified) headers["if-modified-since"] = validators.lastModified;
    const response = await (await agent.get()).request({ origin: url.origin, path: `${url.pathname}${url.search}`, method: "GET", headers, signal });
    const { statusCode: status } = response;
    const contentEncoding = headerValue(response, "content-encoding") ?? undefined;

    if (status === 304) {
      await response.body.dump();
      const outcome: FetchOutcome = {
        notModified: true,
        url: url.href,
        validators: {
          etag: headerValue(response, "etag") ?? validators.etag ?? null,
          lastModified: headerValue(response, "last-modified") ?? validators.lastModified ?? null,
        },
      };
      return { kind: "done", outcome };
    }
    const location = headerValue(response, "location");
    if (REDIRECTS.has(status) && location) {
      await response.body.dump();
      return { kind: "redirect", status, location };
    }
    if (status < 200 || status > 299) {
      const start = await readCappedBody(response.body, contentEncoding, ERROR_PAGE_PEEK, "truncate").catch(() => new Uint8Array());
      throw failureFor(url, response, Buffer.from(start).toString("latin1"));
    }
    const declared = Number(headerValue(response, "content-length"));
    if (declared > settings.maxBytes) {
      response.body.destroy();
      throw new FeedError("too_large", `Response body of ${declared} bytes is larger than ${formatBytes(settings.maxBytes)}`, { url: url.href });
    }
    const body = await readCappedBody(response.body, contentEncoding, settings.maxBytes);
    const contentType = headerValue(response, "content-type");
    if (contentType?.includes("html")) {
      const service = detectBotProtection(status, response.headers, Buffer.from(body.subarray(0, ERROR_PAGE_PEEK)).toString("latin1"));
      if (service) throw botProtection(url, status, service);
    }
    const outcome: FetchOutcome = {
      notModified: false,
      url: url.href,
      status,
      body,
      contentType,
      validators: { etag: headerValue(response, "etag"), lastModified: headerValue(response, "last-modified") },
      ...(headersReserveTdm(response.headers) ? { tdmReserved: true } : {}),
    };
    return { kind: "done", outcome };
  }

  /** The FeedError for a non-2xx answer: a bot challenge, or the status with any Retry-After. */
  function failureFor(url: URL, response: Dispatcher.ResponseData, bodyStart: string): FeedError {
    const status = response.statusCode;
    const service = detectBotProtection(status, response.headers, bodyStart);
    if (service) return botProtection(url, status, service);
    const retryAfter = status === 429 || status === 503 ? retryAfterCapped(headerValue(response, "retry-after")) : undefined;
    const text = `HTTP ${status}${STATUS_CODES[status] ? ` ${STATUS_CODES[status]}` : ""}`;
    const message = retryAfter ? `${text} (retry after ${retryAfter.toISOString()})` : text;
    return new FeedError("http_status", message, { status, url: url.href, ...(retryAfter ? { retryAfter } : {}) });
  }

  return {
    fetch: fetchUrl,
    async close() {
      await agent.close();
    },
  };
}

/** The next hop of a redirect (net/redirect-hop.ts), its refusals in the feed's words. */
function followRedirect(current: URL, step: { status: number; location: string }, visited: ReadonlySet<string>, redirects: number, limit: number): URL {
  try {
    return nextRedirectTarget(current, step.status, step.location, visited, redirects, limit);
  } catch (error) {
    if (!(error instanceof RedirectError)) throw error;
    // A Location that points nowhere is the publisher's broken answer; a loop or a long chain, too many redirects.
    if (error.kind === "invalid_location") throw new FeedError("http_status", error.message, { status: step.status, url: current.href });
    throw new FeedError("too_many_redirects", error.message, { url: current.href });
  }
}

function botProtection(url: URL, status: number, service: string): FeedError {
  return new FeedError("bot_protection", `Blocked by ${service} bot protection (HTTP ${status} challenge page)`, { status, url: url.href });
}

/** A hostile or broken server must not park a feed for weeks: its Retry-After is capped at a day. */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/** The moment a Retry-After header points to, capped at a day from now; undefined when absent or unreadable. */
export function retryAfterCapped(header: string | null | undefined, now = Date.now()): Date | undefined {
  const wait = retryAfterMs(header, now);
  return wait === undefined ? undefined : new Date(now + Math.min(wait, MAX_RETRY_AFTER_MS));
}

function headerValue(response: Dispatcher.ResponseData, name: string): string | null {
  const value = response.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function parseUrl(url: string): URL {
  try {
    return new URL(url);
  } catch {
    throw new FeedError("connection", `Invalid URL: ${url}`, { url });
  }
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
