import { beforeEach, describe, expect, it } from "vitest";
import { signIn, useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { cookieConsents } from "../../db/schema/index.js";
import { COOKIE_POLICY_VERSION } from "../../shared/constants.js";
import { COOKIE_CONSENTS_PAGE_SIZE, type CookieConsentList } from "../../shared/cookie-consents.js";

const NOW = new Date("2026-12-10T10:00:00Z");
const testDb = useTestDatabase();
const server = useTestApp(testDb, {}, { now: () => NOW });

const CONSENT_ID = "3f9a1c2e-7b4d-4e8f-9a6b-1c2d3e4f5a6b";
const OTHER_ID = "8e7d6c5b-4a39-4281-b0c1-d2e3f4a5b6c7";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const ONLY_NECESSARY = { consent_id: CONSENT_ID, analytics: false, advertising: false, policy_version: COOKIE_POLICY_VERSION };

function send(payload: unknown, ip = "198.51.100.7") {
  return server.app.inject({ method: "POST", url: "/api/cookie-consents", payload: payload as object, headers: { "user-agent": BROWSER }, remoteAddress: ip });
}

const stored = () => testDb.db.select().from(cookieConsents);
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe("POST /api/cookie-consents", () => {
  it("stores the choice with the server's time and nothing about the visitor", async () => {
    const before = Date.now();
    const response = await send({ ...ONLY_NECESSARY, user_agent: "finto", ip: "10.0.0.1" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ success: true });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(["advertising", "analytics", "consent_id", "created_at", "id", "policy_version"]);
    expect(rows[0]).toMatchObject({ consent_id: CONSENT_ID, analytics: false, advertising: false, policy_version: COOKIE_POLICY_VERSION });
    expect(rows[0]!.id).not.toBe(CONSENT_ID);
    expect(rows[0]!.created_at.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    const everything = JSON.stringify(rows);
    for (const personal of ["198.51.100.7", "Mozilla", "finto", "10.0.0.1"]) expect(everything).not.toContain(personal);
  });

  it("keeps each change of mind from one browser as a row of its own under the same consent id", async () => {
    expect((await send(ONLY_NECESSARY)).statusCode).toBe(201);
    expect((await send({ ...ONLY_NECESSARY, analytics: true, advertising: true })).statusCode).toBe(201);
    const rows = await stored();
    expect(rows.map((row) => [row.consent_id, row.analytics, row.advertising]).sort()).toEqual([
      [CONSENT_ID, false, false],
      [CONSENT_ID, true, true],
    ]);
  });

  it.each([
    ["no consent id", { ...ONLY_NECESSARY, consent_id: undefined }, "consent_id:"],
    ["a consent id that is not a UUID", { ...ONLY_NECESSARY, consent_id: "abc" }, "consent_id: consent_id must be a UUID"],
    ["analytics as text", { ...ONLY_NECESSARY, analytics: "true" }, "analytics: analytics must be true or false"],
    ["no advertising", { ...ONLY_NECESSARY, advertising: undefined }, "advertising: advertising must be true or false"],
    ["a version that is not a date", { ...ONLY_NECESSARY, policy_version: "v2" }, "policy_version: policy_version must be a date such as 2026-11-30"],
    ["a version of 5,000 characters", { ...ONLY_NECESSARY, policy_version: "2".repeat(5_000) }, "policy_version:"],
    ["an empty body", {}, "consent_id:"],
  ])("refuses %s with 400 in English and stores nothing", async (_label, payload, message) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("validation_failed");
    expect(response.json().message).toContain(message);
    expect(await stored()).toHaveLength(0);
  });

  it("takes twenty choices a minute from one address, leaving other addresses alone", async () => {
    for (let attempt = 1; attempt <= 20; attempt++) expect((await send(ONLY_NECESSARY)).statusCode, `attempt ${attempt}`).toBe(201);
    const refused = await send(ONLY_NECESSARY);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: "too_many_requests" });
    expect((await send(ONLY_NECESSARY, "198.51.100.8")).statusCode).toBe(201);
    expect(await stored()).toHaveLength(21);
  });
});

describe("the admin's list and CSV export", () => {
  let token: string;
  beforeEach(async () => {
    token = (await signIn(server.app)).session.access_token;
  });
  const admin = (url: string) => server.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });

  async function list(query = ""): Promise<CookieConsentList> {
    const response = await admin(`/api/admin/cookie-consents${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CookieConsentList>();
  }

  /** Stores choices one minute apart, the newest `minutesBefore` minutes before NOW: version "n" is the n-th oldest. */
  async function storeChoices(count: number, { minutesBefore = 0, kind = () => [false, false] }: { minutesBefore?: number; kind?: (n: number) => [boolean, boolean] } = {}) {
    const rows = Array.from({ length: count }, (_, index) => {
      const [analytics, advertising] = kind(index + 1);
      const at = NOW.getTime() - (minutesBefore + count - index - 1) * 60_000;
      return { consent_id: CONSENT_ID, analytics, advertising, policy_version: `${index + 1}`, created_at: new Date(at) };
    });
    await testDb.db.insert(cookieConsents).values(rows);
  }

  it("is for the administrator only", async () => {
    for (const url of ["/api/admin/cookie-consents", "/api/admin/cookie-consents.csv"]) {
      expect((await server.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
  });

  it("counts the last 30 days' choices by what they allow, older ones left out", async () => {
    await testDb.db.insert(cookieConsents).values([
      { ...ONLY_NECESSARY, analytics: true, advertising: true, created_at: daysBefore(1) },
      { ...ONLY_NECESSARY, analytics: true, advertising: true, created_at: daysBefore(29.9) },
      { ...ONLY_NECESSARY, created_at: daysBefore(2) },
      { ...ONLY_NECESSARY, consent_id: OTHER_ID, created_at: daysBefore(3) },
      { ...ONLY_NECESSARY, analytics: true, created_at: daysBefore(4) },
      { ...ONLY_NECESSARY, advertising: true, created_at: daysBefore(5) },
      // Past the window: listed, not counted.
      { ...ONLY_NECESSARY, analytics: true, advertising: true, created_at: daysBefore(30.1) },
      { ...ONLY_NECESSARY, created_at: daysBefore(200) },
    ]);
    const page = await list();
    expect(page.summary).toEqual({ days: 30, accept_all: 2, only_necessary: 2, custom: 2 });
    expect(page.total).toBe(8);
  });

  it("lists the choices newest first, a page at a time, a page past the last reading as the last", async () => {
    await storeChoices(COOKIE_CONSENTS_PAGE_SIZE + 3);
    const first = await list();
    expect(first).toMatchObject({ total: 23, page: 1, page_count: 2 });
    expect(first.consents).toHaveLength(COOKIE_CONSENTS_PAGE_SIZE);
    expect(first.consents[0]).toEqual({
      id: expect.any(String),
      consent_id: CONSENT_ID,
      created_at: NOW.toISOString(),
      analytics: false,
      advertising: false,
      policy_version: "23",
    });
    const second = await list("?page=2");
    expect(second.consents.map((consent) => consent.policy_version)).toEqual(["3", "2", "1"]);
    expect((await list("?page=9")).page).toBe(2);
    expect((await admin("/api/admin/cookie-consents?page=0")).statusCode).toBe(400);
  });

  it("answers an empty list with zero counts and no pages", async () => {
    expect(await list()).toEqual({ summary: { days: 30, accept_all: 0, only_necessary: 0, custom: 0 }, consents: [], total: 0, page: 1, page_count: 0 });
  });

  it("exports every choice as a CSV a spreadsheet set to Italian opens, newest first", async () => {
    await testDb.db.insert(cookieConsents).values([
      { ...ONLY_NECESSARY, created_at: new Date("2026-12-01T08:30:05Z") },
      { ...ONLY_NECESSARY, consent_id: OTHER_ID, analytics: true, advertising: true, created_at: new Date("2026-12-09T17:00:00Z") },
      // A version only a hand-made request could store still reaches the spreadsheet as text.
      { ...ONLY_NECESSARY, analytics: true, policy_version: "=1+1", created_at: new Date("2026-11-20T10:00:00Z") },
    ]);
    const response = await admin("/api/admin/cookie-consents.csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="consensi-cookie-2026-12-10.csv"');
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toBe(
      "\uFEFFData;ID del consenso;Analitici;Pubblicitari;Versione\r\n" +
        `09/12/2026 18:00:00;${OTHER_ID};sì;sì;${COOKIE_POLICY_VERSION}\r\n` +
        `01/12/2026 09:30:05;${CONSENT_ID};no;no;${COOKIE_POLICY_VERSION}\r\n` +
        `20/11/2026 11:00:00;${CONSENT_ID};sì;no;'=1+1\r\n`,
    );
  });

  it("exports past the page it reads at a time, each choice once", async () => {
    await storeChoices(2_345, { minutesBefore: 10 });
    const lines = (await admin("/api/admin/cookie-consents.csv")).body.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2_346);
    const versions = lines.slice(1).map((line) => line.split(";")[4]);
    expect(new Set(versions).size).toBe(2_345);
    expect(versions[0]).toBe("2345");
    expect(versions.at(-1)).toBe("1");
  });
});
