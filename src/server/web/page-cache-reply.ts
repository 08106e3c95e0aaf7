import type { FastifyReply, FastifyRequest } from "fastify";
import { type CachedPage, type PageCache, type PageLookup, type RenderedPage, pageCacheKey, pickEncoding } from "./page-cache.js";
import { sendWebResponse } from "./web-request.js";

/** Below this, compressing costs more than it saves (@fastify/compress's own threshold). */
const COMPRESS_THRESHOLD = 1024;

/**
 * Reads a rendered page whole. Only a plain HTML page, 200 or 404 (an article
 * not found is cheap to ask for over and over), that sets no cookie and does
 * not refuse storage may be shown to other visitors.
 */
export async function toRenderedPage(response: Response, nonce: string): Promise<RenderedPage> {
  // Set-Cookie stays among the headers: a page that sets one is sent to its own visitor only.
  // The length is the sent body's, which compression may change: Fastify sets it.
  const headers = [...response.headers].filter(([name]) => name !== "content-length" && name !== "transfer-encoding");
  const body = Buffer.from(await response.arrayBuffer());
  const cacheControl = response.headers.get("cache-control") ?? "";
  const cacheable =
    (response.status === 200 || response.status === 404) &&
    response.headers.getSetCookie().length === 0 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !/no-store|private/i.test(cacheControl);
  return { page: { status: response.status, headers, body, nonce }, cacheable };
}

/**
 * Sends the page with the Content-Security-Policy nonce its body was rendered
 * with, which every anonymous visitor of a kept page shares for its few
 * seconds. Still safe: the nonce must be unknown to whoever put content into
 * the document before it was rendered, and a kept body is fixed bytes that
 * no one who reads the nonce afterwards can add a script to; new content or a
 * new query means a new render with a new nonce.
 */
function adoptNonce(reply: FastifyReply, page: CachedPage): void {
  const fresh = reply.raw.cspNonce;
  if (fresh === undefined || fresh === page.nonce) return;
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy === "string") reply.header("content-security-policy", policy.replace(`'nonce-${fresh}'`, `'nonce-${page.nonce}'`));
  reply.raw.cspNonce = page.nonce;
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, { page, hit, encoded }: PageLookup): Promise<FastifyReply> {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header("x-cache", hit ? "hit" : "miss");
  adoptNonce(reply, page);
  if (!encoded) return reply.send(page.body);
  // Lower case, as @fastify/compress writes it, so that it does not add it a second time.
  reply.header("vary", "accept-encoding");
  const encoding = page.body.length >= COMPRESS_THRESHOLD ? pickEncoding(request.headers["accept-encoding"]) : undefined;
  if (!encoding) return reply.send(page.body);
  // Compressed once per kept page; @fastify/compress leaves a body with a Content-Encoding alone.
  reply.header("content-encoding", encoding);
  return reply.send(await encoded(encoding));
}

/** Runs a render that was not answered from the cache: where web-routes.ts charges the address and waits at the gate. */
export type RenderGuard = <T>(work: () => Promise<T>) => Promise<T>;

const unguarded: RenderGuard = (work) => work();

/** The response with its body read whole, so that whoever runs this has paid for all of the render (React streams the rest of the page after the headers). */
async function readWhole(response: Response): Promise<Response> {
  const body = response.body ? await response.arrayBuffer() : null;
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * Answers a page request: from the page cache for an anonymous visitor of the
 * home or an article, else by rendering it for this request alone. Either way
 * the `x-cache` header says whether the page came from the cache. A render
 * passes `guard` with its whole body (a cache hit, or a render shared with
 * another request, does not); one refused there (over the address's budget,
 * server too busy) is a short page that says to retry.
 */
export async function replyWithPageCache(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PageCache | undefined,
  render: () => Promise<Response>,
  guard: RenderGuard = unguarded,
): Promise<FastifyReply> {
  // A refusal (over the address's budget, the gate full) reaches the error handler: a short Italian page with Retry-After.
  const key = cache && pageCacheKey(request.method, request.url, request.headers.cookie);
  if (!cache || !key) {
    reply.header("x-cache", "miss");
    return sendWebResponse(reply, await guard(async () => readWhole(await render())));
  }
  const nonce = reply.raw.cspNonce ?? "";
  const lookup = await cache.serve(key, () => guard(async () => toRenderedPage(await render(), nonce)));
  return sendPage(request, reply, lookup);
}
