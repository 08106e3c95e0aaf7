import { beforeEach, describe, expect, it } from "vitest";
import { useTestApp, signIn } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);
let token: string;

beforeEach(async () => {
  token = (await signIn(server.app)).session.access_token;
});

const PUBLISHER = "ca-pub-1234567890123456";
const VALID = {
  publisher_id: PUBLISHER,
  enabled: true,
  homepage_slots: [
    { name: "Testata home", slot_id: "1111111111", format: "display", position: "top" },
    { name: "Dopo il sesto", slot_id: "2222222222", format: "in-feed", position: "after-6" },
  ],
  article_slots: [{ name: "Centro articolo", slot_id: "3333333333", format: "in-article", position: "middle" }],
};

function admin(method: "GET" | "PUT", payload?: object) {
  return server.app.inject({ method, url: "/api/admin/adsense", payload, headers: { authorization: `Bearer ${token}` } });
}

describe("/api/admin/adsense", () => {
  it("reads the default row, then saves and reads back the whole configuration", async () => {
    expect((await admin("GET")).json()).toMatchObject({ publisher_id: "", enabled: false, homepage_slots: [], article_slots: [], consent_mode: "own_banner" });
    const saved = await admin("PUT", VALID);
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body).toMatchObject({ ...VALID, homepage_slots: VALID.homepage_slots.map((slot) => expect.objectContaining(slot)) });
    expect((await admin("GET")).json()).toEqual(body);
  });

  it("trims what the admin typed", async () => {
    const saved = await admin("PUT", {
      ...VALID,
      publisher_id: `  ${PUBLISHER} `,
      article_slots: [{ name: "  Centro ", slot_id: " 3333333333 ", format: "in-article", position: "middle" }],
    });
    expect(saved.json()).toMatchObject({ publisher_id: PUBLISHER, article_slots: [{ name: "Centro", slot_id: "3333333333" }] });
  });

  it("accepts an empty publisher id while ads are off", async () => {
    expect((await admin("PUT", { ...VALID, enabled: false, publisher_id: "" })).statusCode).toBe(200);
  });

  const slot = VALID.homepage_slots[0]!;
  it.each([
    ["an empty publisher id with ads on", { publisher_id: "" }, "publisher_id: publisher_id is required when ads are enabled"],
    ["a publisher id without ca-pub-", { publisher_id: "pub-1234567890123456" }, "publisher_id: publisher_id must look like ca-pub-<digits>"],
    ["letters in the publisher id", { publisher_id: "ca-pub-12345678901234ab" }, "publisher_id: publisher_id must look like ca-pub-<digits>"],
    ["enabled missing", { enabled: undefined }, "enabled"],
    ["a slot without a name", { homepage_slots: [{ ...slot, name: "  " }] }, "homepage_slots.0.name: name is required"],
    ["a slot without a slot id", { homepage_slots: [{ ...slot, slot_id: "" }] }, "homepage_slots.0.slot_id: slot_id is required"],
    ["letters in a slot id", { homepage_slots: [{ ...slot, slot_id: "12ab" }] }, "homepage_slots.0.slot_id: slot_id must contain only digits"],
    ["an unknown format", { homepage_slots: [{ ...slot, format: "banner" }] }, "homepage_slots.0.format: format must be one of display, in-feed, in-article"],
    ["an article position on the home", { homepage_slots: [{ ...slot, position: "middle" }] }, "homepage_slots.0.position: position must be one of top, after-3, after-6, bottom"],
    ["a home position on the article", { article_slots: [{ ...slot, position: "after-3" }] }, "article_slots.0.position: position must be one of top, middle, bottom"],
    ["two units in one position", { homepage_slots: [slot, { ...slot, name: "Altro" }] }, "homepage_slots.1.position: position top is used twice"],
    ["an unknown consent mode", { consent_mode: "tcf_custom" }, "consent_mode: consent_mode must be one of own_banner, google_cmp"],
  ])("answers 400 for %s, naming the problem, and stores nothing", async (_label, change, message) => {
    const response = await admin("PUT", { ...VALID, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "validation_failed", message: expect.stringContaining(message) });
    expect((await admin("GET")).json()).toMatchObject({ enabled: false, publisher_id: "" });
  });

  it.each(["GET", "PUT"] as const)("refuses %s without an admin token", async (method) => {
    const response = await server.app.inject({ method, url: "/api/admin/adsense", payload: method === "PUT" ? VALID : undefined });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/ads/config (public)", () => {
  it("says only {enabled: false} while ads are off, even with slots stored", async () => {
    await admin("PUT", { ...VALID, enabled: false });
    const response = await server.app.inject({ method: "GET", url: "/api/ads/config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: false });
  });

  it("gives anonymous visitors the publisher and the unit of each position once ads are on", async () => {
    await admin("PUT", VALID);
    const response = await server.app.inject({ method: "GET", url: "/api/ads/config" });
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    expect(response.json()).toEqual({
      enabled: true,
      publisher_id: PUBLISHER,
      consent_mode: "own_banner",
      slots: {
        home: { top: { slot_id: "1111111111", format: "display" }, "after-6": { slot_id: "2222222222", format: "in-feed" } },
        article: { middle: { slot_id: "3333333333", format: "in-article" } },
      },
    });
  });
});

describe("who asks the reader before ads", () => {
  it("keeps the admin's choice of Google's consent message and tells the pages", async () => {
    expect((await admin("PUT", { ...VALID, consent_mode: "google_cmp" })).json()).toMatchObject({ consent_mode: "google_cmp" });
    expect((await admin("GET")).json()).toMatchObject({ consent_mode: "google_cmp" });
    expect((await server.app.inject({ method: "GET", url: "/api/ads/config" })).json()).toMatchObject({ enabled: true, consent_mode: "google_cmp" });
    // A save that leaves the choice out goes back to our banner, the default.
    expect((await admin("PUT", VALID)).json()).toMatchObject({ consent_mode: "own_banner" });
  });
});

describe("GET /ads.txt", () => {
  it("answers 404 in plain text until a publisher id is set", async () => {
    const response = await server.app.inject({ method: "GET", url: "/ads.txt" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
  });

  it("authorises Google for the publisher, even while ads are still off", async () => {
    await admin("PUT", { ...VALID, enabled: false });
    const response = await server.app.inject({ method: "GET", url: "/ads.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe("google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n");
  });
});
