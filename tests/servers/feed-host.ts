import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";

/**
 * A real HTTP server on 127.0.0.1 standing in for feed publishers: each test
 * says how a path answers (status, headers, validators, compression,
 * redirects, delays, endless or dripping bodies) and reads back what the
 * fetcher sent and how many requests ran at once.
 */

/** How a path answers. Fields combine: e.g. etag + gzip + delayMs. */
export interface RouteSpec {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Body read from this file (relative to staticDir, or absolute). */
  file?: string;
  /** Compress the body and say so in Content-Encoding. `gzip: true` is the same as encoding "gzip". */
  gzip?: boolean;
  encoding?: "gzip" | "deflate" | "br";
  /** Wait this long before sending the status line. */
  delayMs?: number;
  /** Send the body one byte per interval; with no body, forever. */
  dripBytesEveryMs?: number;
  /** Send bytes as fast as the client reads, until it hangs up. */
  endlessBytes?: boolean;
  /** Answer with this Location (absolute or relative, sent as given); status defaults to 302. */
  redirectTo?: string;
  /** Sent as ETag; a request whose If-None-Match matches gets 304. */
  etag?: string;
  /** Sent as Last-Modified; a request whose If-Modified-Since equals it gets 304. */
  lastModified?: string;
}

export type RouteHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface RecordedRequest {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  /** Date.now() when the request arrived. */
  at: number;
}

export interface FeedHost {
  /** Base URL, e.g. http://127.0.0.1:40123 */
  readonly origin: string;
  /** Absolute URL of a path on this host. */
  url(path: string): string;
  /** Sets (or replaces) how a path answers; the path may include a query string. */
  route(path: string, handler: RouteSpec | RouteHandler): void;
  /** Requests received, all or for one path (without query), oldest first. */
  requests(path?: string): RecordedRequest[];
  /**
   * Resolves with the `count`-th request for `path` (without query; or any
   * request the function accepts) once it has arrived, at once if it already
   * has: a test waits for the fetcher to be at the door rather than sleeping
   * for a guess.
   */
  requested(path: string | ((request: RecordedRequest) => boolean), count?: number): Promise<RecordedRequest>;
  /** Most requests in progress at the same moment, for one path or overall. */
  maxConcurrent(path?: string): number;
  /** Forgets recorded requests and concurrency peaks (routes stay). */
  reset(): void;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  ".xml": "application/xml",
  ".rss": "application/rss+xml",
  ".atom": "application/atom+xml",
  ".rdf": "application/rdf+xml",
  ".json": "application/json",
  ".html": "text/html",
  ".htm": "text/html",
  ".txt": "text/plain",
  ".opml": "text/x-opml",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
};

/** Starts a feed host on 127.0.0.1 with a free port; `staticDir` serves its files for unrouted paths. */
export async function startFeedHost(options: { staticDir?: string } = {}): Promise<FeedHost> {
  const routes = new Map<string, RouteSpec | RouteHandler>();
  let recorded: RecordedRequest[] = [];
  const active = new Map<string, number>();
  let peaks = new Map<string, number>();
  let activeTotal = 0;
  let peakTotal = 0;
  const timers = new Set<NodeJS.Timeout>();
  let waiters: Array<{ matches(request: RecordedRequest): boolean; count: number; resolve(request: RecordedRequest): void }> = [];

  /** Resolves the waiters whose count of requests is now reached. */
  function wakeWaiters(): void {
    waiters = waiters.filter((waiter) => {
      const seen = recorded.filter((r) => waiter.matches(r));
      if (seen.length < waiter.count) return true;
      waiter.resolve(seen[waiter.count - 1]!);
      return false;
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://feed-host");
    const pathname = url.pathname;
    recorded.push({ path: pathname, method: request.method ?? "GET", headers: request.headers, at: Date.now() });
    wakeWaiters();
    active.set(pathname, (active.get(pathname) ?? 0) + 1);
    peaks.set(pathname, Math.max(peaks.get(pathname) ?? 0, active.get(pathname) ?? 0));
    activeTotal += 1;
    peakTotal = Math.max(peakTotal, activeTotal);
    response.once("close", () => {
      active.set(pathname, (active.get(pathname) ?? 1) - 1);
      activeTotal -= 1;
    });

    const handler = routes.get(`${pathname}${url.search}`) ?? routes.get(pathname);
    if (typeof handler === "function") return handler(request, response);
    if (handler) return void answer(handler, request, response).catch((error) => fail(response, error));
    if (options.staticDir) return void serveStatic(options.staticDir, pathname, request, response).catch((error) => fail(response, error));
    response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
  });

  async function answer(spec: RouteSpec, request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (spec.delayMs) await sleep(spec.delayMs, response);
    if (response.destroyed) return;
    const headers: Record<string, string> = { ...spec.headers };
    if (spec.etag) headers.etag = spec.etag;
    if (spec.lastModified) headers["last-modified"] = spec.lastModified;
    if (spec.redirectTo) {
      response.writeHead(spec.status ?? 302, { ...headers, location: spec.redirectTo }).end();
      return;
    }
    if (isNotModified(spec, request)) {
      response.writeHead(304, headers).end();
      return;
    }
    const status = spec.status ?? 200;
    if (spec.endlessBytes) return sendEndless(response, status, headers);
    let body = toBuffer(spec.file ? await readFile(path.resolve(options.staticDir ?? "", spec.file)) : (spec.body ?? ""));
    const encoding = spec.encoding ?? (spec.gzip ? "gzip" : undefined);
    if (encoding) {
      body = encoding === "gzip" ? gzipSync(body) : encoding === "deflate" ? deflateSync(body) : brotliCompressSync(body);
      headers["content-encoding"] = encoding;
    }
    if (spec.dripBytesEveryMs) return drip(response, status, headers, spec.body === undefined && !spec.file ? null : body, spec.dripBytesEveryMs);
    headers["content-length"] ??= String(body.length);
    response.writeHead(status, headers).end(body);
  }

  function sendEndless(response: ServerResponse, status: number, headers: Record<string, string>): void {
    response.writeHead(status, { "content-type": "application/xml", ...headers });
    const chunk = Buffer.alloc(64 * 1024, "<!-- endless -->");
    const pump = () => {
      while (!response.destroyed && response.write(chunk));
    };
    response.on("drain", pump);
    pump();
  }

  function drip(response: ServerResponse, status: number, headers: Record<string, string>, body: Buffer | null, everyMs: number): void {
    response.writeHead(status, { "content-type": "application/xml", ...headers });
    response.flushHeaders();
    let sent = 0;
    const timer = setInterval(() => {
      if (response.destroyed) return stop();
      if (body && sent >= body.length) {
        response.end();
        return stop();
      }
      response.write(body ? body.subarray(sent, sent + 1) : " ");
      sent += 1;
    }, everyMs);
    timers.add(timer);
    const stop = () => {
      clearInterval(timer);
      timers.delete(timer);
    };
    response.once("close", stop);
  }

  function sleep(ms: number, response: ServerResponse): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
      response.once("close", () => {
        clearTimeout(timer);
        timers.delete(timer);
        resolve();
      });
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    url: (p) => new URL(p, origin).href,
    route: (p, handler) => void routes.set(p, handler),
    requests: (p) => (p === undefined ? [...recorded] : recorded.filter((r) => r.path === p)),
    requested: (p, count = 1) =>
      new Promise<RecordedRequest>((resolve) => {
        waiters.push({ matches: typeof p === "string" ? (r) => r.path === p : p, count, resolve });
        wakeWaiters();
      }),
    maxConcurrent: (p) => (p === undefined ? peakTotal : (peaks.get(p) ?? 0)),
    reset() {
      recorded = [];
      peaks = new Map();
      peakTotal = activeTotal;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function isNotModified(spec: RouteSpec, request: IncomingMessage): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (spec.etag && ifNoneMatch) return ifNoneMatch.split(",").some((tag) => tag.trim() === spec.etag || tag.trim() === "*");
  const ifModifiedSince = request.headers["if-modified-since"];
  return Boolean(spec.lastModified && ifModifiedSince === spec.lastModified);
}

async function serveStatic(root: string, pathname: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const file = path.join(path.resolve(root), decodeURIComponent(pathname));
  if (!file.startsWith(path.resolve(root) + path.sep)) {
    response.writeHead(403).end();
    return;
  }
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) {
    response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    return;
  }
  const body = await readFile(file);
  const etag = `"${createHash("sha1").update(body).digest("hex").slice(0, 16)}"`;
  const headers = {
    "content-type": CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
    etag,
    "last-modified": info.mtime.toUTCString(),
  };
  if (isNotModified({ etag, lastModified: headers["last-modified"] }, request)) {
    response.writeHead(304, headers).end();
    return;
  }
  response.writeHead(200, { ...headers, "content-length": String(body.length) }).end(body);
}

function toBuffer(body: string | Uint8Array): Buffer {
  return typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

function fail(response: ServerResponse, error: unknown): void {
  if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
  response.end(error instanceof Error ? error.message : String(error));
}
