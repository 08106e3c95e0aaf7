import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closedPort } from "../../../tests/helpers/closed-port.js";
import { startSocialStandIn, type SocialStandIn } from "../../../tests/servers/social-platforms.js";
import { SOCIAL_POSTING_PLATFORMS } from "../../shared/constants.js";
import type { SocialPostingPlatform } from "../../shared/social.js";
import { createPlatformClients } from "./index.js";
import type { PlatformCredentials, SendFailure, SendResult } from "./platform-client.js";

const NOW = Date.parse("2026-11-27T10:00:00Z");
const TOKEN = "123456789:AAH-segreto_del-bot-0123456789";
const CREDENTIALS: PlatformCredentials = { access_token: TOKEN, chat_id: "@rassegna_notizie", page_id: "104729381", author_urn: "urn:li:organization:2414183" };
const LINK = "https://rassegna.example.it/articolo/3f2a9c1e-0000-4000-8000-000000000001";
const TITLE = "Perché la città è più verde: l'università di Forlì (e non solo)";
const POST = { text: `Nuova notizia: ${TITLE} 🇮🇹 - ${LINK}`, link: LINK, title: TITLE };

let standIn: SocialStandIn;
let clients: ReturnType<typeof createPlatformClients>;

function clientsAt(url: string, extra: Partial<Parameters<typeof createPlatformClients>[0]> = {}) {
  return createPlatformClients({
    apis: { telegram: url, facebook: url, twitter: url, linkedin: url },
    allowPrivateNetwork: false,
    ssrfExemptAddresses: ["127.0.0.1"],
    now: () => NOW,
    ...extra,
  });
}

function failed(result: SendResult): SendFailure {
  expect(result.ok).toBe(false);
  return result as SendFailure;
}

/** Nothing we keep from a failure may hold the token. */
function expectMasked(result: SendResult): void {
  expect(JSON.stringify(result)).not.toContain(TOKEN);
  expect(JSON.stringify(result)).not.toContain(encodeURIComponent(TOKEN));
}

beforeAll(async () => {
  standIn = await startSocialStandIn();
  clients = clientsAt(standIn.url);
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

describe.each(SOCIAL_POSTING_PLATFORMS.map((platform) => [platform]))("%s client", (platform: SocialPostingPlatform) => {
  it("posts, with Italian characters and emoji intact, and returns the platform's id", async () => {
    const result = await clients[platform].send(CREDENTIALS, POST);
    expect(result).toMatchObject({ ok: true });
    const [post, ...others] = standIn.posts(platform);
    expect(others).toEqual([]);
    expect(result.ok && result.remoteId).toBe(post!.id);
    expect(result.ok && result.response).toContain(platform === "linkedin" ? "urn:li:share:" : post!.id);
    const sent = platform === "linkedin" ? POST.text.replace(/[()]/g, "\\$&") : POST.text;
    expect(post!.text).toBe(sent);
    expect(post!.token).toBe(TOKEN);
  });

  it("answers a refused token as a failure not worth retrying, the token masked", async () => {
    standIn.setToken(platform, "987654321:AAH-un_altro_token-9876543210");
    const result = failed(await clients[platform].send(CREDENTIALS, POST));
    // The Graph API answers an invalid token with 400 and OAuthException 190; the others with 401.
    expect(result.status).toBe(platform === "facebook" ? 400 : 401);
    expect(result.retryable).toBe(false);
    expect(result.detail).toMatch(/^HTTP \d{3}: .*(Unauthorized|Invalid)/i);
    expect(result.response).toBeTruthy();
    expectMasked(result);
    expect(standIn.posts(platform)).toEqual([]);
  });

  it.each([
    ["seconds", "30", 30_000],
    ["an HTTP date", new Date(NOW + 45_000).toUTCString(), 45_000],
  ])("honours a 429's Retry-After in %s", async (_kind, header, expected) => {
    standIn.failNext(platform, 429, 1, { "retry-after": header });
    const result = failed(await clients[platform].send(CREDENTIALS, POST));
    expect(result).toMatchObject({ status: 429, retryable: true, retryAfterMs: expected });
    expectMasked(result);
  });

  it("answers a 500 as worth another try, and the next try posts", async () => {
    standIn.failNext(platform, 500);
    const result = failed(await clients[platform].send(CREDENTIALS, POST));
    expect(result).toMatchObject({ status: 500, retryable: true });
    expect(result.retryAfterMs).toBeUndefined();
    expect(await clients[platform].send(CREDENTIALS, POST)).toMatchObject({ ok: true });
    expect(standIn.posts(platform)).toHaveLength(1);
  });
});

describe("request shapes", () => {
  it("Telegram: sendMessage under the bot token, chat_id and the link preview on", async () => {
    await clients.telegram.send(CREDENTIALS, POST);
    const [request] = standIn.requests("telegram");
    expect(request!.path).toBe(`/bot${TOKEN}/sendMessage`);
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(standIn.posts("telegram")[0]!.fields).toEqual({ chat_id: "@rassegna_notizie", text: POST.text, link_preview_options: { is_disabled: false, url: LINK } });
  });

  it("Facebook: the Page feed, form-encoded message, link and access_token", async () => {
    const result = await clients.facebook.send(CREDENTIALS, POST);
    expect(result).toMatchObject({ ok: true, remoteId: expect.stringMatching(/^104729381_\d+$/) });
    const [request] = standIn.requests("facebook");
    expect(request!.path).toBe("/v21.0/104729381/feed");
    expect(request!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(standIn.posts("facebook")[0]!.fields).toEqual({ message: POST.text, link: LINK, access_token: TOKEN });
  });

  it("X: /2/tweets with the user token as Bearer and only the text", async () => {
    const result = await clients.twitter.send(CREDENTIALS, POST);
    expect(result).toMatchObject({ ok: true, status: 201 });
    const [request] = standIn.requests("twitter");
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(standIn.posts("twitter")[0]!.fields).toEqual({ text: POST.text });
  });

  it("X: the same text twice is refused as duplicate content, not retried", async () => {
    await clients.twitter.send(CREDENTIALS, POST);
    const result = failed(await clients.twitter.send(CREDENTIALS, POST));
    expect(result).toMatchObject({ status: 403, retryable: false });
    expect(result.detail).toContain("duplicate content");
  });

  it("X: a 429 without Retry-After waits for x-rate-limit-reset", async () => {
    standIn.failNext("twitter", 429, 1, { "x-rate-limit-reset": String(NOW / 1000 + 60) });
    expect(failed(await clients.twitter.send(CREDENTIALS, POST))).toMatchObject({ retryable: true, retryAfterMs: 60_000 });
  });

  it("LinkedIn: versioned Posts API, an article post, the post URN from x-restli-id", async () => {
    const result = await clients.linkedin.send(CREDENTIALS, POST);
    expect(result).toMatchObject({ ok: true, status: 201, remoteId: expect.stringMatching(/^urn:li:share:\d+$/) });
    const [request] = standIn.requests("linkedin");
    expect(request!.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, "linkedin-version": expect.stringMatching(/^\d{6}$/), "x-restli-protocol-version": "2.0.0" });
    expect(standIn.posts("linkedin")[0]!.fields).toEqual({
      author: "urn:li:organization:2414183",
      commentary: POST.text.replace(/[()]/g, "\\$&"),
      visibility: "PUBLIC",
      distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
      content: { article: { source: LINK, title: TITLE } },
      lifecycleState: "PUBLISHED",
      isReshareDisabledByAuthor: false,
    });
  });

  it("Facebook: throttling (code 4) and transient errors come as 400 yet are worth another try", async () => {
    standIn.failNext("facebook", 400, 1, {}, { error: { message: "(#4) Application request limit reached", type: "OAuthException", code: 4 } });
    expect(failed(await clients.facebook.send(CREDENTIALS, POST))).toMatchObject({ status: 400, retryable: true });
    standIn.failNext("facebook", 400, 1, {}, { error: { message: "An unexpected error has occurred.", type: "OAuthException", code: 1, is_transient: true } });
    expect(failed(await clients.facebook.send(CREDENTIALS, POST))).toMatchObject({ status: 400, retryable: true });
  });

  it("Telegram: a missing chat_id is the Bot API's 400", async () => {
    const result = failed(await clients.telegram.send({ ...CREDENTIALS, chat_id: "" }, POST));
    expect(result).toMatchObject({ status: 400, retryable: false, detail: "HTTP 400: Bad Request: chat_id is empty" });
  });

  it("keeps at most 2,000 characters of the answer", async () => {
    const text = `${"è".repeat(3000)} ${LINK}`;
    const result = await clients.telegram.send(CREDENTIALS, { ...POST, text });
    expect(result.ok && result.response.length).toBe(2000);
    expect(standIn.posts("telegram")[0]!.text).toBe(text);
  });
});

describe("network failures", () => {
  it("a refused connection is worth another try, and the token in Telegram's path stays masked", async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    for (const platform of SOCIAL_POSTING_PLATFORMS) {
      const result = failed(await clientsAt(url)[platform].send(CREDENTIALS, POST));
      expect(result).toMatchObject({ status: null, retryable: true, response: null });
      expect(result.detail).toMatch(/ECONNREFUSED/);
      expectMasked(result);
    }
  });

  it("a platform that does not answer in time is worth another try", async () => {
    standIn.delayNext("telegram", 2_000);
    const result = failed(await clientsAt(standIn.url, { timeoutMs: 200 }).telegram.send(CREDENTIALS, POST));
    expect(result).toMatchObject({ status: null, retryable: true, detail: expect.stringContaining("no answer in time") });
  });

  it("refuses a private address unless exempt, and does not retry it", async () => {
    const guarded = createPlatformClients({ apis: { telegram: standIn.url, facebook: standIn.url, twitter: standIn.url, linkedin: standIn.url }, allowPrivateNetwork: false });
    for (const platform of SOCIAL_POSTING_PLATFORMS) {
      const result = failed(await guarded[platform].send(CREDENTIALS, POST));
      expect(result).toMatchObject({ status: null, retryable: false, detail: expect.stringMatching(/^Refused to reach 127\.0\.0\.1/) });
      expectMasked(result);
    }
    expect(standIn.requests()).toEqual([]);
  });

  it("masks the token in an answer that echoes the path", async () => {
    const result = failed(await clientsAt(`${standIn.url}/sbagliato`).telegram.send(CREDENTIALS, POST));
    expect(result.status).toBe(404);
    expect(result.response).toContain("/sbagliato/bot***/sendMessage");
    expectMasked(result);
  });
});
