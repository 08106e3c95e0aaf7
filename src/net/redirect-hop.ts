import { RedirectError } from "./net-errors.js";

/** One request as sent on one hop of a redirect chain. */
export interface HopRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: BodyInit | null;
}

/**
 * The URL a redirect leads to, checked against the chain so far: a Location
 * that does not parse, one already visited (a loop), or one past `limit`
 * redirects is a RedirectError. `redirects` counts those already followed.
 */
export function nextRedirectTarget(from: URL, status: number, location: string, visited: ReadonlySet<string>, redirects: number, limit: number): URL {
  const next = URL.parse(location, from);
  if (!next) throw new RedirectError("invalid_location", `HTTP ${status} redirect to an invalid Location "${location}"`, from.href);
  if (visited.has(next.href)) throw new RedirectError("loop", `Redirect loop: ${from.href} leads back to ${next.href}`, from.href);
  if (redirects >= limit) throw new RedirectError("too_many", `More than ${limit} redirects (stopped at ${from.href})`, from.href);
  return next;
}

/** The statuses whose Location is followed. */
export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** Headers that describe a body, dropped with it when a redirect turns the request into a GET. */
const BODY_HEADERS = ["content-encoding", "content-language", "content-location", "content-type", "content-length"];

/**
 * Headers that carry credentials. Browsers drop Authorization on a
 * cross-origin redirect; the providers' key headers are the same thing by
 * another name, so a redirect cannot hand an API key to another host.
 */
const CREDENTIAL_HEADERS = ["authorization", "proxy-authorization", "cookie", "x-api-key", "x-goog-api-key"];

const NORMALISED_METHODS = new Set(["DELETE", "GET", "HEAD", "OPTIONS", "POST", "PUT"]);

/** A method as fetch normalises it: the six standard ones upper-cased, any other kept as given. */
export function normaliseMethod(method: string | undefined): string {
  if (method === undefined) return "GET";
  const upper = method.toUpperCase();
  return NORMALISED_METHODS.has(upper) ? upper : method;
}

/**
 * The request for the next hop, as the fetch standard's HTTP-redirect fetch
 * builds it: 301/302 turn a POST into a GET and 303 anything but GET/HEAD,
 * without the body; 307/308 keep method and body; credentials stay on the
 * origin that was given them.
 */
export function redirectedRequest(previous: HopRequest, status: number, next: URL): HopRequest {
  const headers = new Headers(previous.headers);
  let { method, body } = previous;
  const becomesGet = ((status === 301 || status === 302) && method === "POST") || (status === 303 && method !== "GET" && method !== "HEAD");
  if (becomesGet) {
    method = "GET";
    body = null;
    for (const name of BODY_HEADERS) headers.delete(name);
  } else if (body !== null && !isReplayable(body)) {
    throw new RedirectError("not_replayable", `HTTP ${status} redirect to ${next.href} needs the request body again, but it was a stream`, previous.url.href);
  }
  if (next.origin !== previous.url.origin) {
    for (const name of CREDENTIAL_HEADERS) headers.delete(name);
  }
  return { url: next, method, headers, body };
}

/** A body fetch can send twice: anything but a stream (the AI SDK sends strings). */
function isReplayable(body: BodyInit): boolean {
  return (
    typeof body === "string" ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof FormData
  );
}
