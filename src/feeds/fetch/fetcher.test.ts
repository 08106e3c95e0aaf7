import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFeedHost, type FeedHost } from "../../../tests/servers/feed-host.js";
import { FeedError } from "../types.js";
import { buildUserAgent, createFetcher, type Fetcher, type FetcherOptions } from "./fetcher.js";

const RSS = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Notizie</title></channel></rss>`;
const USER_AGENT = buildUserAgent("https://rassegna.example.it/");

let host: FeedHost;
let fetcher: Fetcher;
const extraFetchers: Fetcher[] = [];

beforeAll(async () => {
  host = await startFeedHost();
  fetcher = createFetcher({ userAgent: USER_AGENT, allowPrivateNetwork: true });
});
afterEach(async () => {
  await Promise.all(extraFetchers.splice(0).map((f) => f.close()));
});
afterAll(async () => {
  await fetcher.close();
  await host.close();
});

function fetcherWith(options: Partial<FetcherOptions>): Fetcher {
  const created = createFetcher({ userAgent: USER_AGENT, allowPrivateNetwork: true, ...options });
  extraFetchers.push(created);
  return created;
}

/** The FeedError a fetch fails with. */
async function failure(promise: Promise<unknown>): Promise<FeedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof FeedError)) throw new Error(`expected a FeedError, got ${String(error)}`);
  return error;
}

describe("fetcher: answers", () => {
  it("returns the body, content type and validators, sending the product's User-Agent", async () => {
    host.route("/ok.xml", { body: RSS, headers: { "content-type": "application/rss+xml; charset=ISO-8859-1" }, etag: '"v1"', lastModified: "Mon, 10 Mar 2025 10:00:00 GMT" });
    const outcome = await fetcher.fetch(host.url("/ok.xml"));
    expect(outcome).toMatchObject({ notModified: false, status: 200, url: host.url("/ok.xml"), contentType: "application/rss+xml; charset=ISO-8859-1" });
    expect(outcome.notModified === false && Buffer.from(outcome.body).toString()).toBe(RSS);
    expect(outcome.validators).toEqual({ etag: '"v1"', lastModified: "Mon, 10 Mar 2025 10:00:00 GMT" });
    const [sent] = host.requests("/ok.xml");
    expect(sent?.headers["user-agent"]).toBe("Rassegna/0.1 (+https://rassegna.example.it)");
    expect(sent?.headers["accept-encoding"]).toBe("gzip, deflate, br");
  });

  it.each(["gzip", "deflate", "br"] as const)("decodes a %s body", async (encoding) => {
    host.route(`/${encoding}.xml`, { body: RSS, encoding });
    const outcome = await fetcher.fetch(host.url(`/${encoding}.xml`));
    expect(outcome.notModified === false && Buffer.from(outcome.body).toString()).toBe(RSS);
  });

  it("answers 304 as success with nothing new, sending the stored validators", async () => {
    host.route("/cond.xml", { body: RSS, etag: '"abc"', lastModified: "Tue, 11 Mar 2025 08:00:00 GMT" });
    const first = await fetcher.fetch(host.url("/cond.xml"));
    const second = await fetcher.fetch(host.url("/cond.xml"), { validators: first.validators });
    expect(second).toEqual({ notModified: true, url: host.url("/cond.xml"), validators: first.validators });
    const [, conditional] = host.requests("/cond.xml");
    expect(conditional?.headers["if-none-match"]).toBe('"abc"');
    expect(conditional?.headers["if-modified-since"]).toBe("Tue, 11 Mar 2025 08:00:00 GMT");
  });

  it("sends the Accept it is given", async () => {
    host.route("/accept.xml", { body: RSS });
    await fetcher.fetch(host.url("/accept.xml"), { accept: "application/rss+xml" });
    expect(host.requests("/accept.xml")[0]?.headers.accept).toBe("application/rss+xml");
  });
});

describe("fetcher: redirects", () => {
  it("follows 5 redirects, relative ones included, and reports the final URL", async () => {
    for (let i = 1; i <= 5; i += 1) host.route(`/hop5/${i}`, { status: i % 2 ? 301 : 307, redirectTo: i === 5 ? "/hop5/final.xml" : `${i + 1}` });
    host.route("/hop5/final.xml", { body: RSS });
    const outcome = await fetcher.fetch(host.url("/hop5/1"));
    expect(outcome).toMatchObject({ notModified: false, url: host.url("/hop5/final.xml") });
  });

  it("refuses a sixth redirect", async () => {
    for (let i = 1; i <= 6; i += 1) host.route(`/hop6/${i}`, { redirectTo: host.url(`/hop6/${i + 1}`) });
    host.route("/hop6/7", { body: RSS });
    const error = await failure(fetcher.fetch(host.url("/hop6/1")));
    expect(error.reason).toBe("too_many_redirects");
    expect(error.message).toMatch(/More than 5 redirects/);
    expect(host.requests("/hop6/7")).toHaveLength(0);
  });

  it("stops a redirect loop at once", async () => {
    host.route("/loop/a", { redirectTo: "/loop/b" });
    host.route("/loop/b", { redirectTo: "/loop/a" });
    const error = await failure(fetcher.fetch(host.url("/loop/a")));
    expect(error.reason).toBe("too_many_redirects");
    expect(error.message).toMatch(/Redirect loop/);
    expect(host.requests("/loop/a")).toHaveLength(1);
  });

  it("reports a redirect to an unparseable Location", async () => {
    host.route("/bad-location", { status: 301, redirectTo: "http://[broken" });
    const error = await failure(fetcher.fetch(host.url("/bad-location")));
    expect(error).toMatchObject({ reason: "http_status", message: 'HTTP 301 redirect to an invalid Location "http://[broken"', details: { status: 301 } });
  });

  it("honours a lower redirect cap", async () => {
    host.route("/cap/1", { redirectTo: "/cap/2" });
    host.route("/cap/2", { body: RSS });
    expect((await failure(fetcherWith({ maxRedirects: 0 }).fetch(host.url("/cap/1")))).reason).toBe("too_many_redirects");
  });
});

describe("fetcher: HTTP errors", () => {
  it.each([
    [404, "HTTP 404 Not Found"],
    [500, "HTTP 500 Internal Server Error"],
    [410, "HTTP 410 Gone"],
  ])("reports HTTP %i as http_status", async (status, message) => {
    host.route(`/status/${status}`, { status, body: "nope" });
    const error = await failure(fetcher.fetch(host.url(`/status/${status}`)));
    expect(error).toMatchObject({ reason: "http_status", message, details: { status, url: host.url(`/status/${status}`) } });
  });

  it("reads Retry-After in seconds on 429", async () => {
    host.route("/busy-seconds", { status: 429, headers: { "retry-after": "120" } });
    const before = Date.now();
    const error = await failure(fetcher.fetch(host.url("/busy-seconds")));
    expect(error.reason).toBe("http_status");
    expect(error.details.status).toBe(429);
    const wait = (error.details.retryAfter?.getTime() ?? 0) - before;
    expect(wait).toBeGreaterThanOrEqual(119_000);
    expect(wait).toBeLessThan(125_000);
    expect(error.message).toMatch(/^HTTP 429 Too Many Requests \(retry after /);
  });

  it("reads Retry-After as an HTTP date on 503", async () => {
    const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 3_600_000);
    host.route("/busy-date", { status: 503, headers: { "retry-after": at.toUTCString() } });
    const error = await failure(fetcher.fetch(host.url("/busy-date")));
    expect(error.details).toMatchObject({ status: 503, retryAfter: at });
  });

  it("ignores Retry-After on other statuses", async () => {
    host.route("/gone", { status: 404, headers: { "retry-after": "60" } });
    expect((await failure(fetcher.fetch(host.url("/gone")))).details.retryAfter).toBeUndefined();
  });

  it.each([
    ["a cf-mitigated challenge", { status: 403, headers: { "cf-mitigated": "challenge", "content-type": "text/html" }, body: "<html></html>" }],
    [
      "a Cloudflare 'Just a moment...' page",
      { status: 503, headers: { server: "cloudflare", "content-type": "text/html" }, body: "<html><head><title>Just a moment...</title></head></html>", gzip: true },
    ],
    ["an 'Attention Required' page", { status: 403, headers: { "content-type": "text/html" }, body: "<title>Attention Required! | Cloudflare</title>" }],
  ])("reports %s as bot_protection", async (_name, spec) => {
    host.route("/challenge", spec);
    const error = await failure(fetcher.fetch(host.url("/challenge")));
    expect(error.reason).toBe("bot_protection");
    expect(error.message).toMatch(/^Blocked by Cloudflare bot protection \(HTTP \d+ challenge page\)$/);
  });
});

describe("feed host static files", () => {
  it("serves fixture files with a content type and validators", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "feed-host-"));
    const statics = await startFeedHost({ staticDir: dir });
    try {
      await writeFile(path.join(dir, "ansa.rss"), RSS);
      await writeFile(path.join(dir, "pagina.html"), "<html><body>Articolo</body></html>");
      const feed = await fetcher.fetch(statics.url("/ansa.rss"));
      expect(feed).toMatchObject({ notModified: false, contentType: "application/rss+xml" });
      expect(await fetcher.fetch(statics.url("/ansa.rss"), { validators: feed.validators })).toMatchObject({ notModified: true });
      expect(await fetcher.fetch(statics.url("/pagina.html"))).toMatchObject({ contentType: "text/html" });
      expect(await failure(fetcher.fetch(statics.url("/missing.xml")))).toMatchObject({ reason: "http_status", details: { status: 404 } });
      expect(await failure(fetcher.fetch(statics.url("/%2e%2e/%2e%2e/etc/passwd")))).toMatchObject({ reason: "http_status" });
    } finally {
      await statics.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
