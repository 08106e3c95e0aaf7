import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { createTestApp, signIn } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { startSocialStandIn, type SocialStandIn } from "../../../tests/servers/social-platforms.js";
import type { App } from "../app.js";

const testDb = useTestDatabase();
let server: App;
let token: string;
let standIn: SocialStandIn;

const TELEGRAM_TOKEN = "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw";
const X_TOKEN = "bWVzc2FnZS10b2tlbi1vZi14LWZvci10ZXN0cw";
const PUBLIC_URL = "https://rassegna.example.it";
const NOW = new Date("2025-03-01T10:00:00Z");

beforeAll(async () => {
  standIn = await startSocialStandIn();
});
afterAll(async () => standIn.close());
beforeEach(async () => {
  standIn.reset();
  const apis = { telegram: standIn.url, facebook: standIn.url, twitter: standIn.url, linkedin: standIn.url };
  server = await createTestApp(testDb.db, { socialApis: apis, allowPrivateNetwork: true, publicUrl: PUBLIC_URL }, { now: () => NOW });
  token = (await signIn(server.app)).session.access_token;
});
afterEach(async () => server.app.close());

function call(method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

const setUpTelegram = () => call("PUT", "/api/admin/social/telegram", { access_token: TELEGRAM_TOKEN, chat_id: "@rassegna_it", enabled: true });

describe("GET and PUT /api/admin/social", () => {
  it("lists the six cards and saves one; the token never appears in any answer", async () => {
    const saved = await setUpTelegram();
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ platform: "telegram", enabled: true, access_token: "123456789:...Dsaw", has_token: true, chat_id: "@rassegna_it" });

    const kept = await call("PUT", "/api/admin/social/telegram", { post_template: "{{title}} {{url}}", frequency: "hourly" });
    expect(kept.json()).toMatchObject({ has_token: true, access_token: "123456789:...Dsaw", frequency: "hourly" });

    const listed = await call("GET", "/api/admin/social");
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((card: { platform: string }) => card.platform)).toEqual(["facebook", "instagram", "linkedin", "telegram", "twitter", "whatsapp"]);
    for (const response of [saved, kept, listed, await call("GET", "/api/admin/social/preview?platform=telegram")]) {
      expect(response.body).not.toContain(TELEGRAM_TOKEN);
    }
  });

  it.each([
    ["telegram", { chat_id: "rassegna" }, 400, "chat_id must be @channelname or a numeric id"],
    ["facebook", { page_id: "la-mia-pagina" }, 400, "page_id must be the Page's numeric id"],
    ["linkedin", { author_urn: "urn:li:company:123" }, 400, "author_urn must be urn:li:organization:ID or urn:li:person:ID"],
    ["twitter", { frequency: "monthly" }, 400, "frequency"],
    ["twitter", { post_template: "  " }, 400, "post_template is required"],
    ["telegram", { enabled: true }, 400, "telegram needs access_token and chat_id before it can be enabled"],
    ["linkedin", { enabled: true, access_token: TELEGRAM_TOKEN }, 400, "linkedin needs access_token and author_urn before it can be enabled"],
    ["tiktok", { enabled: false }, 404, 'Unknown social platform "tiktok"'],
  ])("refuses a PUT on %s with %j", async (platform, body, status, message) => {
    const response = await call("PUT", `/api/admin/social/${platform}`, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(message);
  });

  it("answers 401 to every social route without a token", async () => {
    const anonymous = [
      ["GET", "/api/admin/social"],
      ["GET", "/api/admin/social/preview?platform=telegram"],
      ["PUT", "/api/admin/social/telegram"],
      ["POST", "/api/admin/social/telegram/test"],
    ] as const;
    for (const [method, url] of anonymous) {
      const response = await server.app.inject({ method, url, ...(method === "GET" ? {} : { payload: { enabled: true } }) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe("GET /api/admin/social/preview", () => {
  it("renders the stored template, or the one being typed, on the newest public article", async () => {
    await insertPublished(testDb.db, [{ title: "Vecchia notizia", published_at: new Date("2025-02-01T08:00:00Z") }]);
    const [id] = await insertPublished(testDb.db, [{ title: "Perché l'università è più cara", category: "economia", published_at: new Date("2025-02-28T08:00:00Z") }]);
    await insertPublished(testDb.db, [{ title: "Non ancora pubblicata", ai_processed: false, processing_status: "pending", published_at: new Date("2025-02-28T09:00:00Z") }]);

    const stored = (await call("GET", "/api/admin/social/preview?platform=telegram")).json();
    expect(stored).toMatchObject({ text: `Nuova notizia: Perché l'università è più cara - ${PUBLIC_URL}/articolo/${id}`, article_title: "Perché l'università è più cara" });
    expect(stored.length).toBe(stored.text.length);
    expect(stored.max_length).toBe(4096);

    const typed = (await call("GET", `/api/admin/social/preview?platform=twitter&template=${encodeURIComponent("{{source}}: {{title}}")}`)).json();
    expect(typed).toMatchObject({ text: "Fonte di prova: Perché l'università è più cara", max_length: 280 });
  });

  it("answers text null while no article is public, and 400 for an unknown platform", async () => {
    expect((await call("GET", "/api/admin/social/preview?platform=instagram")).json()).toMatchObject({ text: null, article_title: null, length: 0 });
    expect((await call("GET", "/api/admin/social/preview?platform=tiktok")).statusCode).toBe(400);
  });
});

describe("POST /api/admin/social/:platform/test", () => {
  it("sends one real post of the template on the newest public article and shows the platform's answer", async () => {
    const [id] = await insertPublished(testDb.db, [{ title: "Perché l'università è più cara", published_at: new Date("2025-02-28T08:00:00Z") }]);
    await setUpTelegram();
    const response = await call("POST", "/api/admin/social/telegram/test");
    expect(response.statusCode).toBe(200);
    const link = `${PUBLIC_URL}/articolo/${id}`;
    expect(response.json()).toMatchObject({ ok: true, message: "Post di prova inviato su Telegram", status: 200, text: `Nuova notizia: Perché l'università è più cara - ${link}` });
    expect(response.json().response).toContain("message_id");
    expect(response.body).not.toContain(TELEGRAM_TOKEN);
    expect(standIn.posts("telegram")).toHaveLength(1);
    expect(standIn.posts("telegram")[0]).toMatchObject({ target: "@rassegna_it", text: `Nuova notizia: Perché l'università è più cara - ${link}` });
    const card = (await call("GET", "/api/admin/social")).json().find((item: { platform: string }) => item.platform === "telegram");
    expect(card.last_post).toBe(NOW.toISOString());
  });

  it("shows a refusal as the platform answered it, leaving the last post time alone", async () => {
    await setUpTelegram();
    standIn.failNext("telegram", 401, 1);
    const response = await call("POST", "/api/admin/social/telegram/test");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: false, status: 401 });
    expect(response.json().message).toMatch(/^Telegram ha risposto 401: /);
    expect(response.json().response).toContain("Unauthorized");
    expect(standIn.posts("telegram")).toHaveLength(0);
    expect((await call("GET", "/api/admin/social")).json().find((item: { platform: string }) => item.platform === "telegram").last_post).toBeNull();
  });

  it("posts a sample linking the home page while no article is public, within X's 280 characters", async () => {
    await call("PUT", "/api/admin/social/twitter", { access_token: X_TOKEN, enabled: true, post_template: "{{title}} ({{source}}, {{category}}) {{url}}" });
    const response = await call("POST", "/api/admin/social/twitter/test");
    expect(response.json()).toMatchObject({ ok: true, message: "Post di prova inviato su X", status: 201 });
    expect(response.json().text).toMatch(new RegExp(`\\(Rassegna, Cronaca\\) ${PUBLIC_URL}/$`));
    expect(standIn.posts("twitter")).toHaveLength(1);
  });

  it("answers the 'in sviluppo' notice for Instagram and WhatsApp, posting nothing", async () => {
    await call("PUT", "/api/admin/social/instagram", { access_token: X_TOKEN, enabled: true });
    const response = await call("POST", "/api/admin/social/instagram/test");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: false, status: null, response: null, text: null });
    expect(response.json().message).toMatch(/^Funzionalità in sviluppo/);
  });

  it.each([
    ["telegram, switched off", "telegram", undefined, 409, "telegram is disabled"],
    ["Instagram on without a token", "instagram", { enabled: true }, 409, "instagram has no access_token"],
    ["an unknown platform", "tiktok", undefined, 404, 'Unknown social platform "tiktok"'],
  ])("refuses a test post on %s", async (_name, platform, body, status, message) => {
    if (body) await call("PUT", `/api/admin/social/${platform}`, body);
    const response = await call("POST", `/api/admin/social/${platform}/test`);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(message);
  });
});
