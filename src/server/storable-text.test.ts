import { describe, expect, it } from "vitest";
import { signIn, useTestApp } from "../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { findUnstorableText } from "./storable-text.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);

describe("findUnstorableText", () => {
  it("names the top-level field holding a NUL or a lone surrogate, in values and keys alike", () => {
    expect(findUnstorableText({ name: "ok", slots: [{ name: "a\u0000b" }] })).toBe("slots");
    expect(findUnstorableText({ title: "\ud800" })).toBe("title");
    expect(findUnstorableText({ tags: { "\udc00": 1 } })).toBe("tags");
    expect(findUnstorableText("\u0000")).toBe("");
    expect(findUnstorableText({ "\u0000": 1 })).toBe("");
  });

  it("accepts any well-formed text, emoji pairs included", () => {
    expect(findUnstorableText({ name: "Città 😀 ✓", n: 1, list: [null, true, "ü"] })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it("walks a body nested a hundred thousand levels deep without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}"\\u0000"${"]".repeat(100_000)}`) as unknown;
    expect(findUnstorableText({ deep })).toBe("deep");
  });
});

describe("text PostgreSQL cannot store, at every route", () => {
  const contact = { name: "Maria", email: "maria@example.it", subject: "Ciao", message: "Un messaggio abbastanza lungo." };
  const ai = { provider: "openai", api_key: "sk-1234567890abcdef", model_name: "gpt-4o-mini" };
  const slot = { name: "Banner", slot_id: "1234567890", format: "display", position: "top" };
  it.each([
    ["NUL in a search", "GET", "/api/articles?search=%00", undefined, false],
    ["NUL in the login e-mail", "POST", "/api/auth/token?grant_type=password", { email: "admin@example.it\u0000", password: "x" }, false],
    ["NUL in the contact name", "POST", "/api/contact", { ...contact, name: "Ma\u0000ria" }, false],
    ["NUL in the contact subject", "POST", "/api/contact", { ...contact, subject: "\u0000" }, false],
    ["NUL in a feed name", "POST", "/api/admin/feeds", { name: "Feed\u0000", feed_url: "https://example.it/rss", force: true }, true],
    ["NUL in an AI key", "POST", "/api/admin/ai-configs", { ...ai, api_key: "sk-\u00001234567890" }, true],
    ["NUL in an AI model", "POST", "/api/admin/ai-configs", { ...ai, model_name: "gpt\u0000" }, true],
    ["a lone surrogate in an ad slot name (a jsonb column)", "PUT", "/api/admin/adsense", { enabled: false, homepage_slots: [{ ...slot, name: "\ud800" }] }, true],
  ] as const)("refuses %s with 400 invalid_input", async (_label, method, url, payload, asAdmin) => {
    const headers = asAdmin ? { authorization: `Bearer ${(await signIn(server.app)).session.access_token}` } : {};
    const response = await server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "invalid_input", message: expect.stringMatching(/NUL character or an unpaired surrogate/) });
  });

  it("answers a page request with NUL in its query or path with an Italian 400 page, before the page renders", async () => {
    let rendered = 0;
    // Stands in for the React Router site, which tests build without (web: false).
    server.app.get("/*", async () => {
      rendered += 1;
      return "page";
    });
    for (const url of ["/?search=%00", "/?search=calcio&category=%00", "/articolo/%00", "/tag/%00", "/fonte/campi%00", "/tag/etna?dopo=%00", "/rss/tag/%00.xml"]) {
      const response = await server.app.inject({ url, headers: { accept: "text/html" } });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("<h1>Richiesta non valida</h1>");
      expect(response.body).not.toContain("\u0000");
    }
    expect(rendered).toBe(0);
    expect((await server.app.inject({ url: "/?search=calcio" })).body).toBe("page");
  });
});
