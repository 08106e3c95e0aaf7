import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FeedHost, startFeedHost } from "../../tests/servers/feed-host.js";
import { createGuardedFetch } from "./guarded-fetch.js";
import { findNetError } from "./net-errors.js";

// Two real servers on 127.0.0.1: the "provider" that redirects and another origin it sends callers to.
let provider: FeedHost;
let other: FeedHost;
beforeAll(async () => {
  [provider, other] = await Promise.all([startFeedHost(), startFeedHost()]);
  for (const host of [provider, other]) host.route("/echo", echo);
});
afterAll(async () => {
  await Promise.all([provider.close(), other.close()]);
});
beforeEach(() => {
  provider.reset();
  other.reset();
});

/** Answers with what it received, so a test sees what a redirect kept. */
function echo(request: IncomingMessage, response: ServerResponse): void {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const received = { method: request.method, body: Buffer.concat(chunks).toString("utf8"), headers: request.headers };
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(received));
  });
}

// The guard is on: only 127.0.0.1 itself is let through, as the tests' outside world.
const guardedFetch = createGuardedFetch({ allowPrivateNetwork: false, ssrfExemptAddresses: ["127.0.0.1"], headersTimeoutMs: 5_000, bodyTimeoutMs: 5_000 });

const KEYS = { authorization: "Bearer sk-secret-0123456789", "x-api-key": "sk-ant-secret", "x-goog-api-key": "AIza-secret" };

/** A provider call as the AI SDK makes it: a POST with a JSON string body and the key in a header. */
function post(url: string): Promise<Response> {
  return guardedFetch(url, { method: "POST", headers: { ...KEYS, "content-type": "application/json", "x-trace": "7" }, body: '{"model":"m"}' });
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Error)) throw new Error("expected the call to fail");
  return error;
}

/** The message an administrator reads: the net layer's, under fetch's TypeError. */
async function refusalMessage(promise: Promise<unknown>): Promise<string | undefined> {
  return findNetError(await failure(promise))?.message;
}

describe("guarded fetch: every redirect hop passes the SSRF guard", () => {
  it("refuses a 307 to the cloud metadata address, before connecting to it", async () => {
    provider.route("/v1/chat", { status: 307, redirectTo: "http://169.254.169.254/latest/meta-data/" });
    expect(await refusalMessage(post(provider.url("/v1/chat")))).toBe("Refused cloud metadata address 169.254.169.254 (SSRF guard)");
  });

  it.each([
    ["http://10.0.0.1/v1/chat", "Refused private address 10.0.0.1 (SSRF guard)"],
    ["http://[::1]:PORT/echo", "Refused loopback address ::1 (SSRF guard)"],
    ["http://0x7f000002:PORT/echo", "Refused loopback address 127.0.0.2 (SSRF guard)"],
    ["http://[::ffff:127.0.0.1]:PORT/echo", "Refused loopback address ::ffff:7f00:1 (SSRF guard)"],
    ["http://[::ffff:169.254.169.254]/", "Refused cloud metadata address ::ffff:a9fe:a9fe (SSRF guard)"],
    ["http://[::ffff:0:127.0.0.1]:PORT/echo", "Refused IPv4-translated address ::ffff:0:7f00:1 (SSRF guard)"],
    ["http://[64:ff9b:1::a9fe:a9fe]/latest/meta-data/", "Refused NAT64 address 64:ff9b:1::a9fe:a9fe (SSRF guard)"],
    ["http://[2002:7f00:1::]:PORT/echo", "Refused 6to4 address 2002:7f00:1:: (SSRF guard)"],
    ["http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/", "Refused Teredo address 2001:0:4136:e378:8000:63bf:3fff:fdd2 (SSRF guard)"],
    ["gopher://127.0.0.1:PORT/", "Refused URL scheme gopher: (only http and https are fetched)"],
  ])("refuses a redirect to the literal host of %s", async (target, message) => {
    provider.route("/v1/chat", { status: 302, redirectTo: target.replace("PORT", new URL(other.origin).port) });
    expect(await refusalMessage(post(provider.url("/v1/chat")))).toBe(message);
    // The IPv4-mapped form would reach the other server's 127.0.0.1 socket: nothing arrived there.
    expect(other.requests()).toHaveLength(0);
  });

  it.each([
    ["http://10.0.0.1/v1", "Refused private address 10.0.0.1 (SSRF guard)"],
    ["http://169.254.169.254/v1", "Refused cloud metadata address 169.254.169.254 (SSRF guard)"],
    ["http://[fd00:ec2::254]/v1", "Refused cloud metadata address fd00:ec2::254 (SSRF guard)"],
    ["http://2130706434/v1", "Refused loopback address 127.0.0.2 (SSRF guard)"],
  ])("refuses an endpoint configured as %s", async (endpoint, message) => {
    expect(await refusalMessage(post(endpoint))).toBe(message);
  });
});

describe("guarded fetch with ALLOW_PRIVATE_NETWORK=true", () => {
  const openFetch = createGuardedFetch({ allowPrivateNetwork: true, headersTimeoutMs: 5_000, bodyTimeoutMs: 5_000 });

  it("reaches a server on 127.0.0.1 through its IPv4-mapped literal, which the guard would refuse", async () => {
    const target = `http://[::ffff:127.0.0.1]:${new URL(other.origin).port}/echo`;
    expect((await openFetch(target)).status).toBe(200);
    expect(other.requests("/echo")).toHaveLength(1);
  });
});

describe("guarded fetch: following redirects", () => {
  it("follows a 307 to another allowed server with the same method and body, without the API keys", async () => {
    provider.route("/v1/chat", { status: 307, redirectTo: other.url("/echo") });
    const response = await post(provider.url("/v1/chat"));
    const received = await response.json();
    expect(response.status).toBe(200);
    expect(received).toMatchObject({ method: "POST", body: '{"model":"m"}', headers: { "content-type": "application/json", "x-trace": "7" } });
    for (const name of Object.keys(KEYS)) expect(received.headers).not.toHaveProperty(name);
  });

  it("keeps method, body and keys on a same-origin 308", async () => {
    provider.route("/v1/chat", { status: 308, redirectTo: "/echo" });
    const received = await (await post(provider.url("/v1/chat"))).json();
    expect(received).toMatchObject({ method: "POST", body: '{"model":"m"}', headers: KEYS });
  });

  it.each([301, 302, 303])("turns the POST into a GET without body on %i", async (status) => {
    provider.route("/v1/chat", { status, redirectTo: "/echo" });
    const received = await (await post(provider.url("/v1/chat"))).json();
    expect(received).toMatchObject({ method: "GET", body: "" });
    expect(received.headers).not.toHaveProperty("content-type");
  });

  it("stops a redirect loop", async () => {
    provider.route("/a", { redirectTo: "/b" });
    provider.route("/b", { redirectTo: "/a" });
    expect(await refusalMessage(post(provider.url("/a")))).toBe(`Redirect loop: ${provider.url("/b")} leads back to ${provider.url("/a")}`);
  });

  it("follows 5 redirects and refuses a 6th", async () => {
    for (let hop = 1; hop <= 6; hop++) provider.route(`/r${hop}`, { status: 307, redirectTo: hop === 6 ? "/echo" : `/r${hop + 1}` });
    expect((await post(provider.url("/r2"))).status).toBe(200);
    expect(await refusalMessage(post(provider.url("/r1")))).toBe(`More than 5 redirects (stopped at ${provider.url("/r6")})`);
    expect(provider.requests("/echo")).toHaveLength(1);
  });

  it("hands the 3xx back when the caller asks for redirect: manual", async () => {
    provider.route("/v1/chat", { status: 307, redirectTo: "http://169.254.169.254/" });
    const response = await guardedFetch(provider.url("/v1/chat"), { redirect: "manual" });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://169.254.169.254/");
  });
});
