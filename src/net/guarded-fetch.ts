import { createGuardedAgent } from "./guarded-agent.js";
import { type HopRequest, nextRedirectTarget, normaliseMethod, REDIRECT_STATUSES, redirectedRequest } from "./redirect-hop.js";
import { assertFetchableUrl } from "./ssrf-guard.js";

export interface GuardedFetchOptions {
  /** ALLOW_PRIVATE_NETWORK: when true the SSRF guard refuses nothing (other schemes than http(s) stay refused). */
  allowPrivateNetwork: boolean;
  /** Exact IP addresses let through the guard (tests reach 127.0.0.1 with the guard on). */
  ssrfExemptAddresses?: readonly string[];
  /** Default 5, like the feed fetcher. */
  maxRedirects?: number;
  connectTimeoutMs?: number;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
}

export const MAX_REDIRECTS = 5;

/**
 * A fetch (same signature, honours init.signal) whose every hop passes the
 * SSRF guard. undici would follow redirects itself and check only the first
 * URL, so redirects are followed here by hand: each Location is checked on
 * the URL (literal IPs) and in the socket's lookup (names) before any byte
 * is sent to it.
 */
export function createGuardedFetch(options: GuardedFetchOptions): typeof globalThis.fetch {
  const exempt = new Set(options.ssrfExemptAddresses ?? []);
  const dispatcher = createGuardedAgent({
    allowPrivateNetwork: options.allowPrivateNetwork,
    exempt,
    headersTimeoutMs: options.headersTimeoutMs,
    bodyTimeoutMs: options.bodyTimeoutMs,
    ...(options.connectTimeoutMs !== undefined && { connectTimeoutMs: options.connectTimeoutMs }),
  });

  async function guardedFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    let hop = await firstHop(input, init);
    const signal = init.signal ?? (isRequest(input) ? input.signal : undefined);
    // redirect: "error" is a limit of zero; "manual" hands the 3xx back, as fetch does.
    const limit = init.redirect === "error" ? 0 : (options.maxRedirects ?? MAX_REDIRECTS);
    const visited = new Set<string>();
    for (let redirects = 0; ; redirects += 1) {
      guard(() => assertFetchableUrl(hop.url, options.allowPrivateNetwork, exempt));
      visited.add(hop.url.href);
      const [{ fetch: undiciFetch }, agent] = await Promise.all([import("undici"), dispatcher.get()]);
      const response = (await undiciFetch(hop.url, {
        ...(init as object),
        method: hop.method,
        headers: [...hop.headers],
        body: hop.body as never,
        ...(signal && { signal }),
        redirect: "manual",
        dispatcher: agent,
      })) as unknown as Response;
      const location = response.headers.get("location");
      if (init.redirect === "manual" || !REDIRECT_STATUSES.has(response.status) || location === null) return response;
      await response.body?.cancel();
      hop = guard(() => redirectedRequest(hop, response.status, nextRedirectTarget(hop.url, response.status, location, visited, redirects, limit)));
    }
  }
  return guardedFetch as typeof globalThis.fetch;
}

/** The first hop; a Request's body is read once, so that a 307/308 can send it again. */
async function firstHop(input: string | URL | Request, init: RequestInit): Promise<HopRequest> {
  if (!isRequest(input)) {
    return { url: new URL(input), method: normaliseMethod(init.method), headers: new Headers(init.headers), body: init.body ?? null };
  }
  const body = init.body ?? (input.body ? await input.arrayBuffer() : null);
  return { url: new URL(input.url), method: normaliseMethod(init.method ?? input.method), headers: new Headers(init.headers ?? input.headers), body };
}

function isRequest(input: string | URL | Request): input is Request {
  return typeof input === "object" && !(input instanceof URL);
}

/** Runs a check, turning its net error into the network error fetch rejects with. */
function guard<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    throw networkError(error);
  }
}

/** fetch rejects with TypeError("fetch failed") and the reason as cause; callers (the AI SDK) rely on that shape. */
function networkError(cause: unknown): TypeError {
  return new TypeError("fetch failed", { cause });
}
