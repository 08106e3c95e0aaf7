import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSocialStandIn, type SocialStandIn } from "../../../tests/servers/social-platforms.js";

/** The stand-in refuses what each real API refuses, so a client that passes it sends the documented shape. */

const TOKEN = "123456789:AAH-segreto_del-bot-0123456789";
let standIn: SocialStandIn;

beforeAll(async () => {
  standIn = await startSocialStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

async function post(path: string, init: { headers?: Record<string, string>; body?: string; method?: string } = {}) {
  const response = await fetch(standIn.url + path, { method: init.method ?? "POST", headers: init.headers ?? {}, ...(init.body !== undefined && { body: init.body }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const json = { "content-type": "application/json" };
const linkedInBody = {
  author: "urn:li:person:abc123",
  commentary: "Ciao",
  visibility: "PUBLIC",
  distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
  content: { article: { source: "https://rassegna.example.it/articolo/1", title: "Titolo" } },
  lifecycleState: "PUBLISHED",
  isReshareDisabledByAuthor: false,
};
const linkedInHeaders = { ...json, authorization: `Bearer ${TOKEN}`, "linkedin-version": "202605", "x-restli-protocol-version": "2.0.0" };

describe("the social stand-in", () => {
  it.each([
    ["Telegram, a token that is no bot token", "/botnonvalido/sendMessage", { headers: json, body: JSON.stringify({ chat_id: "@c", text: "x" }) }, 404, { ok: false, error_code: 404 }],
    ["Telegram, no text", `/bot${TOKEN}/sendMessage`, { headers: json, body: JSON.stringify({ chat_id: "@c" }) }, 400, { description: "Bad Request: message text is empty" }],
    ["Telegram, text over 4096", `/bot${TOKEN}/sendMessage`, { headers: json, body: JSON.stringify({ chat_id: "@c", text: "è".repeat(4097) }) }, 400, { description: "Bad Request: message is too long" }],
    ["Facebook, no token", "/v21.0/1047/feed", { headers: json, body: JSON.stringify({ message: "x" }) }, 400, { error: expect.objectContaining({ code: 2500 }) }],
    ["Facebook, neither message nor link", "/v21.0/1047/feed", { body: new URLSearchParams({ access_token: TOKEN }).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } }, 400, { error: expect.objectContaining({ code: 100 }) }],
    ["X, no Bearer", "/2/tweets", { headers: json, body: JSON.stringify({ text: "x" }) }, 401, { title: "Unauthorized" }],
    ["X, no text", "/2/tweets", { headers: { ...json, authorization: `Bearer ${TOKEN}` }, body: "{}" }, 400, { title: "Invalid Request" }],
    ["X, over 280", "/2/tweets", { headers: { ...json, authorization: `Bearer ${TOKEN}` }, body: JSON.stringify({ text: "è".repeat(281) }) }, 403, { title: "Forbidden" }],
    ["LinkedIn, no version", "/rest/posts", { headers: { ...linkedInHeaders, "linkedin-version": "" }, body: JSON.stringify(linkedInBody) }, 426, { code: "NONEXISTENT_VERSION" }],
    ["LinkedIn, no Rest.li 2.0.0", "/rest/posts", { headers: { ...linkedInHeaders, "x-restli-protocol-version": "1.0.0" }, body: JSON.stringify(linkedInBody) }, 400, { status: 400 }],
    ["LinkedIn, a bad author", "/rest/posts", { headers: linkedInHeaders, body: JSON.stringify({ ...linkedInBody, author: "mario" }) }, 422, { message: expect.stringContaining("/author") }],
    ["LinkedIn, no article link", "/rest/posts", { headers: linkedInHeaders, body: JSON.stringify({ ...linkedInBody, content: {} }) }, 422, { message: expect.stringContaining("/content/article/source") }],
    ["a GET", "/2/tweets", { method: "GET", headers: { authorization: `Bearer ${TOKEN}` } }, 405, {}],
    ["an unknown path", "/1.1/statuses/update.json", {}, 404, {}],
  ])("refuses %s", async (_case, path, init, status, body) => {
    const answer = await post(path, init);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject(body);
    expect(["telegram", "facebook", "twitter", "linkedin"].flatMap((platform) => standIn.posts(platform as never))).toEqual([]);
  });

  it("accepts a documented LinkedIn post: 201 with the URN in x-restli-id", async () => {
    const response = await fetch(`${standIn.url}/rest/posts`, { method: "POST", headers: linkedInHeaders, body: JSON.stringify(linkedInBody) });
    expect(response.status).toBe(201);
    expect(response.headers.get("x-restli-id")).toMatch(/^urn:li:share:\d+$/);
    expect(standIn.posts("linkedin")).toHaveLength(1);
  });

  it("plays failures in order, then answers normally; a delayed request still counts", async () => {
    standIn.failNext("telegram", 429, 2, { "retry-after": "3" });
    const body = JSON.stringify({ chat_id: "@c", text: "ciao" });
    const first = await post(`/bot${TOKEN}/sendMessage`, { headers: json, body });
    expect(first).toEqual({ status: 429, body: { ok: false, error_code: 429, description: "Too Many Requests: retry after 3", parameters: { retry_after: 3 } } });
    expect((await post(`/bot${TOKEN}/sendMessage`, { headers: json, body })).status).toBe(429);
    standIn.delayNext("telegram", 100);
    const started = Date.now();
    const waited = standIn.requested("telegram", 3);
    expect((await post(`/bot${TOKEN}/sendMessage`, { headers: json, body })).status).toBe(200);
    await waited;
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(standIn.requests("telegram").map((request) => request.status)).toEqual([429, 429, 200]);
    expect(standIn.posts("telegram")).toHaveLength(1);
  });
});
