import zlib from "node:zlib";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "../../../tests/helpers/test-app.js";
import { REFRESH_COOKIE } from "../../shared/auth.js";
import { registerErrorHandler } from "../error-handler.js";
import { WorkGate } from "../load-shedding.js";
import { PublicReadLimit } from "../public-read-limit.js";
import { registerSecurityHeaders } from "../security-headers.js";
import { PageCache } from "./page-cache.js";
import { replyWithPageCache } from "./page-cache-reply.js";

let app: FastifyInstance;
let renders: number;
/** What the stand-in for React Router answers next: status and extra headers. */
let answer: { status: number; headers?: Record<string, string> };
/** What a render must pass, as web-routes.ts does: the address's budget and the gate. */
let guard: (<T>(work: () => Promise<T>) => Promise<T>) | undefined;
/** The body the stand-in renders, when a test streams its own. */
let body: (() => ReadableStream<Uint8Array>) | undefined;

/** The server's own security headers and compression in front of a render that puts the response's nonce on its inline script, like the real one. */
beforeEach(async () => {
  renders = 0;
  answer = { status: 200 };
  guard = undefined;
  body = undefined;
  app = Fastify();
  // Refusals before a render become pages through the server's one error handler, as in app.ts.
  registerErrorHandler(app);
  // No database here: ads on, so the policy carries its longest form.
  await registerSecurityHeaders(app, testConfig({ isDevelopment: false }), { get: async () => true, invalidate: () => undefined });
  await app.register(compress);
  const cache = new PageCache();
  app.get("/*", async (request, reply) => {
    const render = async () => {
      renders += 1;
      const html = `<!DOCTYPE html><html><body>${"<p>Notizie</p>".repeat(200)}<p>render ${renders}</p><script nonce="${reply.raw.cspNonce}">hydrate()</script></body></html>`;
      return new Response(body?.() ?? html, { status: answer.status, headers: { "content-type": "text/html; charset=utf-8", ...answer.headers } });
    };
    return replyWithPageCache(request, reply, cache, render, guard);
  });
});
afterEach(async () => {
  await app.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: "GET", url, headers });
  const policyNonce = /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];
  const bodyNonce = /<script nonce="([^"]+)"/.exec(response.body)?.[1];
  return { response, cache: response.headers["x-cache"], policyNonce, bodyNonce };
}

describe("replyWithPageCache", () => {
  it("serves the anonymous home from the cache, with the policy nonce its body carries", async () => {
    const first = await get("/?search=elezioni");
    const second = await get("/?search=elezioni");
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(second.response.body).toBe(first.response.body);
    expect(second.policyNonce).toBe(second.bodyNonce);
    expect(second.policyNonce).toBe(first.policyNonce);
    expect(renders).toBe(1);
  });

  it("renders every page afresh for a signed-in admin, each with its own nonce", async () => {
    await get("/");
    const signedIn = [await get("/", { cookie: `${REFRESH_COOKIE}=token` }), await get("/", { cookie: `${REFRESH_COOKIE}=token` })];
    expect(signedIn.map((result) => result.cache)).toEqual(["miss", "miss"]);
    expect(signedIn.map((result) => result.response.body)).toEqual([expect.stringContaining("render 2"), expect.stringContaining("render 3")]);
    for (const result of signedIn) expect(result.bodyNonce).toBe(result.policyNonce);
    expect(signedIn[0]!.policyNonce).not.toBe(signedIn[1]!.policyNonce);
  });

  it.each([
    ["br", zlib.brotliDecompressSync],
    ["gzip", zlib.gunzipSync],
  ])("sends the cached page compressed in %s when the browser accepts it", async (encoding, decompress) => {
    const miss = await get("/articolo/42", { "accept-encoding": encoding });
    const hit = await get("/articolo/42", { "accept-encoding": encoding });
    for (const { response } of [miss, hit]) {
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decompress(response.rawPayload).toString()).toContain("render 1");
    }
    expect(hit.cache).toBe("hit");
  });

  it("keeps an article's not-found page too", async () => {
    answer = { status: 404 };
    const results = [await get("/articolo/missing"), await get("/articolo/missing")];
    expect(results.map(({ response, cache }) => [response.statusCode, cache])).toEqual([
      [404, "miss"],
      [404, "hit"],
    ]);
  });

  it.each<[string, typeof answer]>([
    ["an error page", { status: 500 }],
    ["a page that sets a cookie", { status: 200, headers: { "set-cookie": "flash=1; Path=/" } }],
    ["a page that refuses storage", { status: 200, headers: { "cache-control": "private, no-store" } }],
  ])("never keeps %s, and still sends it whole", async (_case, next) => {
    answer = next;
    const results = [await get("/"), await get("/")];
    expect(results.map((result) => result.cache)).toEqual(["miss", "miss"]);
    expect(results[1]!.response.statusCode).toBe(next.status);
    if (next.headers?.["set-cookie"]) expect(results[1]!.response.headers["set-cookie"]).toBe("flash=1; Path=/");
    expect(renders).toBe(2);
  });

  it.each(["/contact", "/dashboard/feeds", "/articolo/42.data"])("renders %s for each request", async (url) => {
    expect([(await get(url)).cache, (await get(url)).cache]).toEqual(["miss", "miss"]);
  });
});

describe("replyWithPageCache before a render", () => {
  it("sends a visitor over their budget a short Italian page with 429 and Retry-After; kept pages stay free", async () => {
    const limit = new PublicReadLimit({ perMinute: 2 });
    guard = async (work) => {
      limit.take("203.0.113.7");
      return work();
    };
    expect((await get("/?search=uno")).response.statusCode).toBe(200);
    expect((await get("/?search=due")).response.statusCode).toBe(200);
    // Kept pages cost nothing, however often they are asked for.
    for (let i = 0; i < 5; i++) expect((await get("/?search=uno")).cache).toBe("hit");
    const refused = (await get("/?search=tre")).response;
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("30");
    expect(refused.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused.body).toContain("Troppe richieste");
    expect(renders).toBe(2);
  });

  it("sends a short Italian page with 503 and Retry-After when the gate refuses the render", async () => {
    const gate = new WorkGate({ concurrency: 1, maxWaitMs: 2_000, initialServiceMs: 5_000 });
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const held = gate.run(() => blocked);
    guard = (work) => gate.run(work);
    const refused = (await get("/?search=elezioni")).response;
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("2");
    expect(refused.body).toContain("Riprova tra qualche istante");
    expect(renders).toBe(0);
    release();
    await held;
  });

  it.each(["/?search=elezioni", "/contact"])("keeps %s's whole render, body included, inside the guard (React streams the body after the headers)", async (url) => {
    const events: string[] = [];
    body = () => {
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((resolve) => setImmediate(resolve));
          if (sent++ < 3) return controller.enqueue(new TextEncoder().encode("<p>Notizie</p>"));
          events.push("body read");
          controller.close();
        },
      });
    };
    guard = async (work) => {
      const result = await work();
      events.push("guard left");
      return result;
    };
    const { response } = await get(url);
    expect(response.body).toBe("<p>Notizie</p>".repeat(3));
    expect(events).toEqual(["body read", "guard left"]);
  });
});
