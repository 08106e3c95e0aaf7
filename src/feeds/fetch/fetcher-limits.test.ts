import { execFileSync } from "node:child_process";
import { createServer as createHttpsServer } from "node:https";
import { createServer } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFeedHost, type FeedHost } from "../../../tests/servers/feed-host.js";
import { FeedError } from "../types.js";
import { buildUserAgent, createFetcher, type Fetcher, type FetcherOptions } from "./fetcher.js";

let host: FeedHost;
const fetchers: Fetcher[] = [];

beforeAll(async () => {
  host = await startFeedHost();
});
afterEach(async () => {
  await Promise.all(fetchers.splice(0).map((f) => f.close()));
});
afterAll(async () => {
  await host.close();
});

function fetcherWith(options: Partial<FetcherOptions> = {}): Fetcher {
  const created = createFetcher({ userAgent: buildUserAgent("http://localhost:3000"), allowPrivateNetwork: true, ...options });
  fetchers.push(created);
  return created;
}

async function failure(promise: Promise<unknown>): Promise<FeedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof FeedError)) throw new Error(`expected a FeedError, got ${String(error)}`);
  return error;
}

async function timed<T>(work: Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work;
  return [result, performance.now() - start];
}

describe("fetcher: size cap", () => {
  it("cuts a gzip bomb (50 MB of zeros) at 10 MB decoded", async () => {
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024));
    host.route("/bomb.xml", { body: bomb, headers: { "content-encoding": "gzip", "content-type": "application/xml" } });
    const error = await failure(fetcherWith().fetch(host.url("/bomb.xml")));
    expect(error.reason).toBe("too_large");
    expect(error.message).toBe("Response body is larger than 10 MB once decompressed");
  });

  it("refuses a too-large Content-Length before reading the body", async () => {
    host.route("/huge.xml", (_request, response) => {
      response.writeHead(200, { "content-type": "application/xml", "content-length": String(11 * 1024 * 1024) });
      response.write("<rss>");
      // The rest never comes: only the header can end this fetch quickly.
    });
    const [error, ms] = await timed(failure(fetcherWith({ timeoutMs: 5_000 }).fetch(host.url("/huge.xml"))));
    expect(error.reason).toBe("too_large");
    expect(error.message).toMatch(/11534336 bytes is larger than 10 MB/);
    expect(ms).toBeLessThan(1_000);
  });

  it("stops an endless body at the cap", async () => {
    host.route("/endless.xml", { endlessBytes: true });
    const error = await failure(fetcherWith({ maxBytes: 1024 * 1024 }).fetch(host.url("/endless.xml")));
    expect(error).toMatchObject({ reason: "too_large", message: "Response body is larger than 1 MB" });
  });
});

describe("fetcher: timeouts", () => {
  it("times out waiting for a response", async () => {
    host.route("/late.xml", { delayMs: 5_000, body: "<rss/>" });
    // undici checks its header and body timers about twice a second: 1 s keeps them clear of the 3 s overall deadline.
    const [error, ms] = await timed(failure(fetcherWith({ timeoutMs: 1_000 }).fetch(host.url("/late.xml"))));
    expect(error).toMatchObject({ reason: "timeout", message: `Waiting for the response from ${new URL(host.origin).host} timed out` });
    expect(ms).toBeLessThan(2_500);
  });

  it("times out a body that stalls longer than the idle timeout", async () => {
    host.route("/stall.xml", { dripBytesEveryMs: 5_000 });
    const [error, ms] = await timed(failure(fetcherWith({ timeoutMs: 1_000 }).fetch(host.url("/stall.xml"))));
    expect(error).toMatchObject({ reason: "timeout", message: `Reading the body from ${new URL(host.origin).host} timed out` });
    expect(ms).toBeLessThan(2_500);
  });

  it("ends a slow drip (a byte every 50 ms, forever) at 3x the timeout", async () => {
    host.route("/drip.xml", { dripBytesEveryMs: 50 });
    const [error, ms] = await timed(failure(fetcherWith({ timeoutMs: 300 }).fetch(host.url("/drip.xml"))));
    expect(error).toMatchObject({ reason: "timeout", message: `Fetching ${new URL(host.origin).host} took longer than 0.9 s` });
    expect(ms).toBeGreaterThanOrEqual(850);
    expect(ms).toBeLessThan(2_000);
  });

  it("lets the caller cancel with its own signal", async () => {
    host.route("/cancel.xml", { delayMs: 3_000, body: "<rss/>" });
    const error = await fetcherWith().fetch(host.url("/cancel.xml"), { signal: AbortSignal.timeout(100) }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(FeedError);
    expect((error as Error).name).toBe("TimeoutError");
  });
});

describe("fetcher: network failures", () => {
  it("reports a refused connection", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const error = await failure(fetcherWith().fetch(`http://127.0.0.1:${port}/feed.xml`));
    expect(error).toMatchObject({ reason: "connection", message: `Connection refused by 127.0.0.1:${port} (ECONNREFUSED)` });
  });

  it.each([true, false])("reports an unknown host as dns (allowPrivateNetwork=%s)", async (allowPrivateNetwork) => {
    const error = await failure(fetcherWith({ allowPrivateNetwork }).fetch("http://nonexistent.invalid/feed.xml"));
    expect(error.reason).toBe("dns");
    expect(error.message).toMatch(/^Host name nonexistent\.invalid could not be resolved \((ENOTFOUND|EAI_AGAIN)\)$/);
  });
});

/** A throwaway self-signed certificate, made with the openssl command when it is installed. */
function selfSignedCertificate(): { key: string; cert: string } | null {
  try {
    const pem = execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj", "/CN=127.0.0.1", "-days", "1", "-keyout", "-", "-out", "-"],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
    return { key: pem.match(/-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/)?.[0] ?? "", cert: pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/)?.[0] ?? "" };
  } catch {
    return null;
  }
}

describe("fetcher: TLS", () => {
  const certificate = selfSignedCertificate();

  it.skipIf(!certificate)("refuses a self-signed certificate as tls", async () => {
    const server = createHttpsServer(certificate ?? {}, (_request, response) => response.end("<rss/>"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      const error = await failure(fetcherWith().fetch(`https://127.0.0.1:${port}/feed.xml`));
      expect(error.reason).toBe("tls");
      expect(error.message).toMatch(/^TLS error with 127\.0\.0\.1:\d+: .*self[- ]signed.* \(DEPTH_ZERO_SELF_SIGNED_CERT\)$/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("fetcher: SSRF guard", () => {
  it.each([
    ["http://127.0.0.1:PORT/feed.xml", "loopback address 127.0.0.1"],
    ["http://localhost:PORT/feed.xml", "loopback address 127.0.0.1"],
    ["https://localhost:PORT/feed.xml", "loopback address 127.0.0.1"],
    ["http://[::1]:PORT/feed.xml", "loopback address ::1"],
    ["http://[::ffff:127.0.0.1]:PORT/feed.xml", "loopback address ::ffff:7f00:1"],
    ["http://2130706433:PORT/feed.xml", "loopback address 127.0.0.1"],
    ["http://10.0.0.5/feed.xml", "private address 10.0.0.5"],
    ["http://169.254.169.254/latest/meta-data/", "cloud metadata address 169.254.169.254"],
  ])("refuses %s", async (template, what) => {
    host.reset();
    const port = new URL(host.origin).port;
    const error = await failure(fetcherWith({ allowPrivateNetwork: false }).fetch(template.replace("PORT", port)));
    expect(error).toMatchObject({ reason: "ssrf_refused", message: `Refused ${what} (SSRF guard)` });
    expect(host.requests()).toHaveLength(0);
  });

  it.each(["ftp://example.com/feed.xml", "file:///etc/passwd"])("refuses the scheme of %s", async (url) => {
    const error = await failure(fetcherWith({ allowPrivateNetwork: false }).fetch(url));
    expect(error.reason).toBe("ssrf_refused");
    expect(error.message).toMatch(/^Refused URL scheme (ftp|file): \(only http and https are fetched\)$/);
  });

  it.each([
    ["http://10.1.2.3/feed.xml", "private address 10.1.2.3"],
    ["http://169.254.169.254/latest/meta-data/", "cloud metadata address 169.254.169.254"],
    ["http://[::1]:1/", "loopback address ::1"],
    ["gopher://127.0.0.1:6379/", "URL scheme gopher:"],
  ])("refuses a redirect from an allowed host to %s", async (target, what) => {
    host.route("/to-private", { redirectTo: target });
    const guarded = fetcherWith({ allowPrivateNetwork: false, ssrfExemptAddresses: ["127.0.0.1"] });
    const error = await failure(guarded.fetch(host.url("/to-private")));
    expect(error.reason).toBe("ssrf_refused");
    expect(error.message).toContain(`Refused ${what}`);
  });
});

describe("fetcher: concurrency", () => {
  it("runs at most 2 requests at once to one host, queueing the rest", async () => {
    host.route("/slow.xml", { delayMs: 150, body: "<rss/>" });
    host.reset();
    const fetcher = fetcherWith();
    const [outcomes, ms] = await timed(Promise.all(Array.from({ length: 6 }, () => fetcher.fetch(host.url("/slow.xml")))));
    expect(outcomes.every((o) => !o.notModified && o.status === 200)).toBe(true);
    expect(host.maxConcurrent("/slow.xml")).toBe(2);
    expect(ms).toBeGreaterThanOrEqual(440);
  });

  it("runs at most totalConcurrency requests at once across hosts", async () => {
    host.route("/slow.xml", { delayMs: 150, body: "<rss/>" });
    host.reset();
    const fetcher = fetcherWith({ totalConcurrency: 3 });
    const viaName = host.url("/slow.xml").replace("127.0.0.1", "localhost");
    await Promise.all([...Array.from({ length: 3 }, () => fetcher.fetch(host.url("/slow.xml"))), ...Array.from({ length: 3 }, () => fetcher.fetch(viaName))]);
    expect(host.requests("/slow.xml")).toHaveLength(6);
    expect(host.maxConcurrent()).toBe(3);
  });
});
