import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { SocialPostingPlatform } from "../../src/shared/social.js";
import { type Answer, errorAnswer, type Incoming, isAnswer, platformOf, readPost, successAnswer } from "./social-platform-routes.js";

/**
 * A real HTTP server on 127.0.0.1 standing in for Telegram, Facebook, X and
 * LinkedIn at once, each under its real paths, so one base URL serves all
 * four env vars (TELEGRAM_API_URL, FACEBOOK_GRAPH_URL, X_API_URL,
 * LINKEDIN_API_URL). It checks each request as the platform does and answers
 * like it (social-platform-routes.ts), records the posts it accepted, and
 * plays scripted failures and delays.
 */

/** A post the stand-in accepted. */
export interface AcceptedPost {
  platform: SocialPostingPlatform;
  /** The id it answered (message_id, post id, tweet id, share URN). */
  id: string;
  token: string;
  text: string;
  link: string | null;
  /** chat_id, page id or author URN; "" for X. */
  target: string;
  /** The body fields as the platform read them. */
  fields: Record<string, unknown>;
}

/** Any request that reached a platform's path, accepted or not. */
export interface SocialRequest {
  platform: SocialPostingPlatform;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

export interface SocialStandIn {
  /** Base URL for all four platforms, e.g. http://127.0.0.1:40123 */
  readonly url: string;
  /** Posts accepted on a platform, oldest first. */
  posts(platform: SocialPostingPlatform): AcceptedPost[];
  /** Requests answered on a platform (or all), oldest first. */
  requests(platform?: SocialPostingPlatform): SocialRequest[];
  /** Resolves once `count` requests reached the platform (at once if they already have), before it answers. */
  requested(platform: SocialPostingPlatform, count?: number): Promise<void>;
  /**
   * The next `times` requests to the platform answer `status` with these
   * headers (e.g. Retry-After) and the platform's error body for that status,
   * or `body` when given (e.g. a Graph API error code).
   */
  failNext(platform: SocialPostingPlatform, status: number, times?: number, headers?: Record<string, string>, body?: unknown): void;
  /** The next request to the platform waits `ms` before it is answered. */
  delayNext(platform: SocialPostingPlatform, ms: number): void;
  /** Only this token is valid on the platform from now on (by default any well-formed token is). */
  setToken(platform: SocialPostingPlatform, token: string): void;
  /** Forgets posts, requests, scripted failures, delays and tokens. */
  reset(): void;
  close(): Promise<void>;
}

interface Failure {
  status: number;
  headers: Record<string, string>;
  body?: unknown;
}

/** Starts the stand-in on 127.0.0.1, on a random port unless one is given (the browser tests' app needs it before it starts). */
export async function startSocialStandIn(options: { tokens?: Partial<Record<SocialPostingPlatform, string>>; port?: number } = {}): Promise<SocialStandIn> {
  const accepted: AcceptedPost[] = [];
  const requests: SocialRequest[] = [];
  const failures = new Map<SocialPostingPlatform, Failure[]>();
  const delays = new Map<SocialPostingPlatform, number[]>();
  const tokens = new Map(Object.entries(options.tokens ?? {}) as Array<[SocialPostingPlatform, string]>);
  const arrived = new Map<SocialPostingPlatform, number>();
  const timers = new Set<NodeJS.Timeout>();
  let waiters: Array<{ platform: SocialPostingPlatform; count: number; resolve(): void }> = [];
  let counter = 0;

  function wake(): void {
    const ready = waiters.filter((waiter) => (arrived.get(waiter.platform) ?? 0) >= waiter.count);
    waiters = waiters.filter((waiter) => !ready.includes(waiter));
    for (const waiter of ready) waiter.resolve();
  }

  function answer(platform: SocialPostingPlatform, incoming: Incoming): Answer {
    const failure = failures.get(platform)?.shift();
    if (failure) {
      const scripted = errorAnswer(platform, failure.status, undefined, undefined, failure.headers["retry-after"] ?? failure.headers["Retry-After"]);
      return { status: failure.status, headers: { ...scripted.headers, ...failure.headers }, body: failure.body ?? scripted.body };
    }
    const read = readPost(platform, incoming, tokens.get(platform));
    if (isAnswer(read)) return read;
    // X refuses the same text twice from one account.
    if (platform === "twitter" && accepted.some((post) => post.platform === "twitter" && post.token === read.token && post.text === read.text)) {
      return errorAnswer("twitter", 403, "You are not allowed to create a Tweet with duplicate content.");
    }
    counter += 1;
    const success = successAnswer(platform, read, counter, Math.floor(Date.now() / 1000));
    const id = platform === "linkedin" ? success.headers!["x-restli-id"]! : remoteIdOf(platform, success.body);
    accepted.push({ platform, id, token: read.token, text: read.text, link: read.link, target: read.target, fields: read.fields });
    return success;
  }

  function reply(response: ServerResponse, result: Answer): void {
    const text = typeof result.body === "string" ? result.body : JSON.stringify(result.body);
    response.writeHead(result.status, { "content-type": "application/json; charset=utf-8", ...result.headers });
    response.end(text);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      const platform = platformOf(url.pathname);
      if (!platform) {
        reply(response, { status: 404, body: { error: `No such route: ${url.pathname}` } });
        return;
      }
      const incoming: Incoming = { method: request.method ?? "GET", path: url.pathname, query: url.searchParams, headers: request.headers, body: Buffer.concat(chunks).toString("utf8") };
      arrived.set(platform, (arrived.get(platform) ?? 0) + 1);
      wake();
      // A client that hung up during a delay still posted: the platform had the request, as a real one would.
      const respond = () => {
        const result = answer(platform, incoming);
        requests.push({ platform, method: incoming.method, path: incoming.path, headers: incoming.headers, body: incoming.body, status: result.status });
        if (!response.destroyed) reply(response, result);
      };
      const delay = delays.get(platform)?.shift();
      if (delay === undefined) return respond();
      const timer = setTimeout(() => {
        timers.delete(timer);
        respond();
      }, delay);
      timers.add(timer);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    posts: (platform) => accepted.filter((post) => post.platform === platform),
    requests: (platform) => requests.filter((request) => platform === undefined || request.platform === platform),
    requested: (platform, count = 1) =>
      new Promise<void>((resolve) => {
        waiters.push({ platform, count, resolve });
        wake();
      }),
    failNext(platform, status, times = 1, headers = {}, body?: unknown) {
      const queue = failures.get(platform) ?? [];
      for (let i = 0; i < times; i++) queue.push({ status, headers, body });
      failures.set(platform, queue);
    },
    delayNext(platform, ms) {
      delays.set(platform, [...(delays.get(platform) ?? []), ms]);
    },
    setToken: (platform, token) => void tokens.set(platform, token),
    reset() {
      accepted.length = 0;
      requests.length = 0;
      failures.clear();
      delays.clear();
      tokens.clear();
      arrived.clear();
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function remoteIdOf(platform: SocialPostingPlatform, body: unknown): string {
  const value = body as { result?: { message_id?: number }; id?: string; data?: { id?: string } };
  if (platform === "telegram") return String(value.result?.message_id);
  if (platform === "facebook") return String(value.id);
  return String(value.data?.id);
}

// `npx tsx tests/servers/social-platforms.ts --port 29123`: the browser tests start it beside the app (playwright.config.ts).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { port: { type: "string", default: "0" } } });
  const standIn = await startSocialStandIn({ port: Number(values.port) });
  process.stdout.write(`Social stand-in listening on ${standIn.url}\n`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
