import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { signIn, useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { setLocalAnalyzerEnabled } from "../../ai/processing-settings.js";
import { automationSettings } from "../../db/schema/index.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);
let token: string;

beforeEach(async () => {
  token = (await signIn(server.app)).session.access_token;
});

function admin(method: "GET" | "PUT", url: string, payload?: unknown) {
  return server.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
}

const stored = async (key: string) => (await testDb.db.select().from(automationSettings).where(eq(automationSettings.key, key)))[0]?.value;

describe("PUT /api/admin/automation/:key", () => {
  it.each([
    ["rss_sync", { enabled: false, frequency_hours: 12 }],
    ["ai_processing", { auto_process_new: false, min_confidence: 0.4 }],
    ["auto_cleanup", { enabled: true, retention_days: 30, run_at: "04:30" }],
    ["social_posting", { enabled: true, mode: "delayed", delay_minutes: 45 }],
    ["email_notifications", { enabled: true, on_new_articles: true, recipient: "redazione@example.it" }],
  ])("saves %s and answers all five sections as GET does", async (key, fields) => {
    const response = await admin("PUT", `/api/admin/automation/${key}`, fields);
    expect(response.statusCode).toBe(200);
    expect(response.json()[key]).toMatchObject(fields);
    expect(response.json()).toEqual((await admin("GET", "/api/admin/automation")).json());
    expect(await stored(key)).toMatchObject(fields);
  });

  it("merges into the stored section: fields not sent, and the local analyzer Configurazione AI owns, stay", async () => {
    await setLocalAnalyzerEnabled(testDb.db, false);
    await admin("PUT", "/api/admin/automation/ai_processing", { min_confidence: 0.5 });
    const saved = (await admin("PUT", "/api/admin/automation/ai_processing", { enabled: false })).json();
    expect(saved.ai_processing).toEqual({ enabled: false, auto_process_new: true, min_confidence: 0.5, local_analyzer: false });
    expect(await stored("ai_processing")).toMatchObject({ local_analyzer: false, min_confidence: 0.5, enabled: false });
    // Other sections are untouched.
    expect(saved.rss_sync).toEqual({ enabled: true, frequency_hours: 6 });
  });

  it.each([
    ["rss_sync", { frequency_hours: 5 }, "frequency_hours: frequency_hours must be one of 1, 3, 6, 12, 24"],
    ["ai_processing", { min_confidence: 0.75 }, "min_confidence: min_confidence must be a multiple of 0.1"],
    ["ai_processing", { min_confidence: 1.1 }, "min_confidence: min_confidence must be from 0 to 1"],
    ["auto_cleanup", { retention_days: 0 }, "retention_days: retention_days must be from 1 to 365"],
    ["auto_cleanup", { retention_days: 12.5 }, "retention_days: retention_days must be a whole number"],
    ["auto_cleanup", { run_at: "24:00" }, "run_at: must be a time of day as HH:MM (00:00-23:59)"],
    ["auto_cleanup", { run_at: "3:00" }, "run_at: must be a time of day as HH:MM (00:00-23:59)"],
    ["social_posting", { delay_minutes: 1441 }, "delay_minutes: delay_minutes must be from 0 to 1440"],
    ["social_posting", { mode: "weekly" }, "mode: mode must be one of immediate, delayed, scheduled"],
    ["email_notifications", { recipient: "non-una-email" }, "recipient: recipient must be an e-mail address"],
    ["email_notifications", { enabled: "yes" }, "enabled: "],
    ["rss_sync", { interval: 6 }, "Unrecognized key"],
    ["rss_sync", [true], "expected record, received array"],
  ])("refuses %s %j with 400 naming the field, and stores nothing", async (key, body, message) => {
    const before = await stored(key);
    const response = await admin("PUT", `/api/admin/automation/${key}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_failed", message: expect.stringContaining(message) });
    expect(await stored(key)).toEqual(before);
  });

  it("refuses a section that does not exist", async () => {
    const response = await admin("PUT", "/api/admin/automation/newsletter", { enabled: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("key must be one of rss_sync, ai_processing, auto_cleanup, social_posting, email_notifications");
  });

  it("refuses e-mail notifications switched on without a recipient, or a recipient cleared while they are on", async () => {
    const refused = await admin("PUT", "/api/admin/automation/email_notifications", { enabled: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: "validation_failed", message: "recipient: e-mail notifications need a recipient to be switched on" });
    expect(await stored("email_notifications")).toMatchObject({ enabled: false });

    expect((await admin("PUT", "/api/admin/automation/email_notifications", { enabled: true, recipient: "admin@example.it" })).statusCode).toBe(200);
    expect((await admin("PUT", "/api/admin/automation/email_notifications", { recipient: "" })).statusCode).toBe(400);
    // Off, the address may be cleared.
    expect((await admin("PUT", "/api/admin/automation/email_notifications", { enabled: false, recipient: "" })).json().email_notifications).toMatchObject({
      enabled: false,
      recipient: "",
    });
  });

  it("is for the administrator only", async () => {
    expect((await server.app.inject({ method: "PUT", url: "/api/admin/automation/rss_sync", payload: { enabled: false } })).statusCode).toBe(401);
  });
});
