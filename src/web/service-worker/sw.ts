/**
 * The service worker (docs/decisions.md#dark-theme-and-installable-site), built by vite.config.ts into
 * /sw.js. Pages: network first, so a reader online always gets a fresh page; each public page that
 * comes back is kept (the last 20) for reading offline, and a page not kept is answered offline by the
 * offline page, which lists the kept ones. Build files: cache first (their names change with their
 * bytes). Nothing else is touched: the API, the dashboard, sign-in, pictures and every non-GET go to
 * the network as if there were no worker.
 */
import { KEPT_AT_HEADER, KEPT_TITLE_HEADER, OFFLINE_PATH, PAGES_CACHE, SHELL_CACHE, type KeepPageMessage } from "../../shared/offline";
import { assetsIn, isAnsweredNavigation, isBuildAsset, isKeptPage, isKeptResponse, pagesToDrop, pageTitle } from "./page-rules";

/** Set by the build to a digest of its file names: a new build is a new worker, which fetches the new offline page. */
declare const __BUILD_VERSION__: string;

// The worker's own types (the project's TypeScript library is the DOM's, not the WebWorker one).
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventOfWorker extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEventOfWorker) => void): void;
}

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;

/** A page kept this recently is not fetched again when the page asks to keep it (it was kept on its way in). */
const FRESH_MS = 30_000;
/** Past this many entries the shell cache is pruned down to the build files that a kept page refers to. */
const SHELL_PRUNE_AT = 80;

/** Stores a build file in the shell cache unless it is there already (the browser's own cache usually has it). */
async function keepAsset(shell: Cache, path: string): Promise<void> {
  if (await shell.match(path)) return;
  const response = await fetch(path);
  if (response.ok) await shell.put(path, response);
}

/** The offline page and the build files it needs, fetched fresh by each new worker. */
async function keepOfflinePage(): Promise<void> {
  const response = await fetch(OFFLINE_PATH, { cache: "no-cache" });
  if (!response.ok) throw new Error(`offline page: HTTP ${response.status}`);
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete("content-encoding");
  headers.delete("content-length");
  headers.set("x-rassegna-build", __BUILD_VERSION__);
  const shell = await caches.open(SHELL_CACHE);
  await shell.put(OFFLINE_PATH, new Response(html, { status: 200, headers }));
  await Promise.all(assetsIn(html).map((path) => keepAsset(shell, path)));
}

/** Keeps a page with its title and time, and the build files it refers to; then lets the oldest pages go. */
async function keepPage(url: URL, response: Response): Promise<void> {
  const html = await response.text();
  const headers = new Headers(response.headers);
  // The body is stored decoded: its length and encoding are no longer these.
  headers.delete("content-encoding");
  headers.delete("content-length");
  headers.set(KEPT_TITLE_HEADER, encodeURIComponent(pageTitle(html, url.pathname)));
  headers.set(KEPT_AT_HEADER, String(Date.now()));
  const pages = await caches.open(PAGES_CACHE);
  await pages.put(url.href, new Response(html, { status: 200, headers }));
  const shell = await caches.open(SHELL_CACHE);
  await Promise.all(assetsIn(html).map((path) => keepAsset(shell, path).catch(() => undefined)));
  await dropOldPages(pages);
  if ((await shell.keys()).length > SHELL_PRUNE_AT) await pruneShell();
}

async function dropOldPages(pages: Cache): Promise<void> {
  const kept = await Promise.all(
    (await pages.keys()).map(async (request) => {
      const response = await pages.match(request);
      return { url: request.url, keptAt: Number(response?.headers.get(KEPT_AT_HEADER) ?? 0) };
    }),
  );
  await Promise.all(pagesToDrop(kept).map((url) => pages.delete(url)));
}

/** Lets go of the build files that neither the offline page nor any kept page refers to (an old build's). */
async function pruneShell(): Promise<void> {
  const shell = await caches.open(SHELL_CACHE);
  const pages = await caches.open(PAGES_CACHE);
  const documents = [await shell.match(OFFLINE_PATH), ...(await Promise.all((await pages.keys()).map((request) => pages.match(request))))];
  const needed = new Set<string>();
  for (const document of documents) if (document) for (const path of assetsIn(await document.text())) needed.add(path);
  const unneeded = (await shell.keys()).filter((request) => {
    const path = new URL(request.url).pathname;
    return path !== OFFLINE_PATH && !needed.has(path);
  });
  await Promise.all(unneeded.map((request) => shell.delete(request)));
}

/** Network first; offline, the kept copy of the page, else the offline page. */
async function navigate(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (isKeptPage(url, origin) && isKeptResponse(response)) event.waitUntil(keepPage(url, response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const kept = await caches.match(url.href, { cacheName: PAGES_CACHE });
    if (kept) return kept;
    const offline = await caches.match(OFFLINE_PATH, { cacheName: SHELL_CACHE });
    if (!offline) throw error;
    // The offline page under its own address, so that its scripts start on the route they were built for.
    return url.pathname === OFFLINE_PATH ? offline : Response.redirect(OFFLINE_PATH, 302);
  }
}

/** Cache first: a build file never changes under its name. */
async function buildAsset(request: Request): Promise<Response> {
  const shell = await caches.open(SHELL_CACHE);
  const kept = await shell.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await shell.put(request, response.clone());
  return response;
}

/** The page asked to keep a page it reached by a client-side navigation (web/lib/offline/service-worker.ts). */
async function keepRequested(path: string): Promise<void> {
  const url = new URL(path, origin);
  if (!isKeptPage(url, origin)) return;
  const kept = await caches.match(url.href, { cacheName: PAGES_CACHE });
  if (kept && Date.now() - Number(kept.headers.get(KEPT_AT_HEADER) ?? 0) < FRESH_MS) return;
  const response = await fetch(url.href, { credentials: "same-origin" });
  if (isKeptResponse(response)) await keepPage(url, response);
}

worker.addEventListener("install", (event) => {
  event.waitUntil(keepOfflinePage().then(() => worker.skipWaiting()));
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(pruneShell().then(() => worker.clients.claim()));
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (request.mode === "navigate" && isAnsweredNavigation(url, origin)) {
    event.respondWith(navigate(event, url));
  } else if (isBuildAsset(url, origin)) {
    event.respondWith(buildAsset(request));
  }
});

worker.addEventListener("message", (event) => {
  const message = event.data as Partial<KeepPageMessage> | null;
  if (message?.type === "keep-page" && typeof message.url === "string") event.waitUntil(keepRequested(message.url).catch(() => undefined));
});
