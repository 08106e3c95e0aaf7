import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { createRequestHandler, ServerBuild } from "react-router";
import { StorySummaries } from "../../ai/story-summaries.js";
import { onContentChanged } from "../../articles/content-events.js";
import { deriveCursorKey } from "../../articles/listing-cursor.js";
import { isConnectionFailure } from "../../platform/connection-failure.js";
import { aiDeps, type ServerDeps } from "../context.js";
import type { PublicReads } from "../public-reads.js";
import { SERVED_METHODS } from "../unrouted.js";
import { PageCache, hasSessionCookie } from "./page-cache.js";
import { type RenderGuard, replyWithPageCache } from "./page-cache-reply.js";
import { toWebRequest } from "./web-request.js";

export const BUILD_DIR = path.resolve("build");

type RequestHandler = ReturnType<typeof createRequestHandler>;

/** The dashboard's pages: an admin's shell, or a redirect to /login for anyone else (no listing work either way). */
const DASHBOARD_PATH = /^\/dashboard(?:[/.?]|$)/;

/** Seconds a 503 page (a query past its time limit) asks the visitor to wait. */
const RETRY_AFTER_SECONDS = "5";

/**
 * Serves the React Router app: hashed assets with immutable caching, other
 * public files briefly cached, and every other path rendered on the server,
 * the anonymous home and article pages through a few seconds' page cache that
 * a content change in this process empties. A render (a page the cache did
 * not answer) is charged to the address's budget and waits its turn at the
 * gate (public-reads.ts); the dashboard's pages skip the gate. A page whose
 * loader could not reach the database is answered by the error handler (503,
 * the short Italian page). In development Vite serves and hot-reloads the
 * modules instead, uncached. Tests may hand in a `build` of their own.
 */
export async function webRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  reads: PublicReads,
  options: { build?: () => Promise<ServerBuild> } = {},
): Promise<() => Promise<void>> {
  let getBuild: () => Promise<ServerBuild>;
  let closeDev = async () => {};
  if (options.build) {
    getBuild = options.build;
  } else if (deps.config.isDevelopment) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    await app.register(import("@fastify/middie"));
    app.use(vite.middlewares);
    getBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    closeDev = () => vite.close();
  } else {
    const serverEntry = path.join(BUILD_DIR, "server", "index.js");
    if (!fs.existsSync(serverEntry)) {
      // The API still works; pages explain what is missing instead of failing the start.
      app.log.warn("web app not built: pages answer 503 until `npm run build` (npm start builds it)");
      app.route({
        method: SERVED_METHODS,
        url: "/*",
        handler: async (_request, reply) =>
          reply.status(503).type("text/plain; charset=utf-8").send("The web app is not built yet: run `npm run build`, or `npm start`, which builds it.\n"),
      });
      return closeDev;
    }
    const clientDir = path.join(BUILD_DIR, "client");
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The .br and .gz copies the build writes beside each asset (vite.config.ts), chosen by Accept-Encoding.
      preCompressed: true,
      // Our own Cache-Control below; the plugin's default would send max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(clientDir, "assets") + path.sep);
        // The service worker is checked on every visit: a new build must reach readers at once.
        const worker = path.dirname(filePath) === clientDir && /^sw\.js(?:\.br|\.gz)?$/.test(path.basename(filePath));
        res.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : worker ? "no-cache" : "public, max-age=3600");
        // The bytes depend on Accept-Encoding (preCompressed): shared caches must keep one copy per encoding.
        res.setHeader("vary", "accept-encoding");
      },
    });
    // Loaded by the first page request, not at start: an idle server that only answers the API
    // keeps React and the app's modules out of memory (docs/performance.md, idle memory).
    let build: Promise<ServerBuild> | undefined;
    getBuild = () => (build ??= import(pathToFileURL(serverEntry).href) as Promise<ServerBuild>);
  }

  const cursorKey = deriveCursorKey(deps.secret);
  // Story pages' provider summaries, asked in the background and kept in this process (ai/story-summaries.ts).
  const storySummaries = new StorySummaries(aiDeps(deps));
  let handler: Promise<RequestHandler> | undefined;
  const handle: RequestHandler = async (request, context) => {
    handler ??= import("react-router").then(({ createRequestHandler }) => createRequestHandler(getBuild, deps.config.isDevelopment ? "development" : "production"));
    return (await handler)(request, context);
  };
  const cache = deps.config.isDevelopment ? undefined : new PageCache();
  const stopListening = cache ? onContentChanged(() => cache.clear()) : () => {};
  if (cache) reads.addCache("pages", cache);
  await app.register(async (scope) => {
    // React Router reads form bodies itself: leave the raw stream unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    // Only methods a Fetch API Request can carry (new Request() throws on TRACE and CONNECT):
    // the others, WebDAV verbs too, get 405 with Allow from unrouted.ts.
    scope.route({
      method: SERVED_METHODS,
      url: "/*",
      handler: async (request, reply) => {
        // A page rendered for an admin's session is the admin's alone: no shared cache, no reader's service worker keeps it.
        if (hasSessionCookie(request.headers.cookie)) reply.header("cache-control", "private, no-cache");
        let unreachable: { error: unknown } | undefined;
        const context = {
          db: deps.db,
          config: deps.config,
          cursorKey,
          cspNonce: reply.raw.cspNonce ?? "",
          listings: reads.listings,
          missingArticles: reads.missingArticles,
          mostRead: reads.mostRead,
          storySummaries,
          claimFailure: (error: unknown) => {
            if (!isConnectionFailure(error)) return false;
            unreachable ??= { error };
            return true;
          },
        };
        const renderPage = async () => {
          const response = await handle(toWebRequest(request, reply), context);
          if (unreachable) {
            // The error boundary's page gives way to the error handler's answer to every request that meets the
            // database down: 503 with Retry-After, the short page, a log line a minute. Read to its end, the render is over.
            await response.arrayBuffer();
            throw unreachable.error;
          }
          // A page whose query ran past its time limit says when to come back.
          if (response.status === 503 && !response.headers.has("retry-after")) response.headers.set("retry-after", RETRY_AFTER_SECONDS);
          return response;
        };
        // Public pages are charged to the address's budget and run at the gate. The dashboard's
        // are neither: the administrator must never meet a public limit, and for anyone else they
        // cost one indexed session lookup before the redirect to /login.
        const guard: RenderGuard | undefined = DASHBOARD_PATH.test(request.url) ? undefined : (work) => reads.run(request.ip, work);
        return replyWithPageCache(request, reply, cache, renderPage, guard);
      },
    });
  });
  return async () => {
    stopListening();
    await closeDev();
  };
}
