import type { LightMyRequestResponse } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../src/mail/mailer.js";
import { notifyCriticalErrors } from "../../src/mail/notify-critical-errors.js";
import { createHealthCollector } from "../../src/diagnostics/health/collector.js";
import type { ErrorList } from "../../src/shared/diagnostics.js";
import type { HealthList } from "../../src/shared/health.js";
import { insertPendingArticles } from "../helpers/article-rows.js";
import { useSmtpStandIn } from "../helpers/smtp-stand-in.js";
import { signIn, useTestApp } from "../helpers/test-app.js";
import { useTestDatabase } from "../helpers/test-db.js";
import { startAiProviderServer, type AiProviderServer } from "../servers/ai-provider.js";
import { startFeedHost, type FeedHost } from "../servers/feed-host.js";

// The promise end to end, through the admin API as the dashboard uses it: a broken feed, a failing
// AI provider and a full disk each show up in Diagnostica with their reason, and the critical ones reach the
// administrator's mailbox (a real SMTP server on 127.0.0.1) through the worker's notification job.

const testDb = useTestDatabase();
const server = useTestApp(testDb);
const smtp = useSmtpStandIn();
let feeds: FeedHost;
let ai: AiProviderServer;

beforeAll(async () => {
  feeds = await startFeedHost();
  ai = await startAiProviderServer();
});
afterAll(async () => {
  await feeds.close();
  await ai.close();
});

describe("what goes wrong reaches the administrator", () => {
  it("a broken feed, a failing provider and a full disk: in Diagnostica with a reason, the critical ones by e-mail", async () => {
    const { session } = await signIn(server.app);
    const admin = (method: "GET" | "POST" | "PUT", url: string, payload?: object): Promise<LightMyRequestResponse> =>
      server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${session.access_token}` } });
    expect((await admin("PUT", "/api/admin/automation/email_notifications", { enabled: true, recipient: "redazione@example.it" })).statusCode).toBe(200);

    // A feed whose publisher answers 500: the only feed, so every feed is failing.
    feeds.route("/rotto.xml", { status: 500, body: "Internal Server Error" });
    expect((await admin("POST", "/api/admin/feeds", { name: "Cronaca Rotta", feed_url: feeds.url("/rotto.xml"), import_limit: 10, force: true })).statusCode).toBe(201);
    expect((await admin("POST", "/api/functions/import-rss-articles")).json()).toMatchObject({ feeds_failed: 1 });

    // A provider whose endpoint answers 404 to every call: the article falls back to the local analyzer.
    const added = await admin("POST", "/api/admin/ai-configs", { provider: "openai", api_key: "sk-prova-0123456789", model_name: "gpt-4o-mini", endpoint: `${ai.origin}/nowhere/v1` });
    expect(added.statusCode).toBe(201);
    const [articleId] = await insertPendingArticles(testDb.db, 1);
    expect((await admin("POST", "/api/functions/process-article-with-ai", { article_id: articleId })).json()).toMatchObject({ success: true, processed: 1 });

    // The data volume at 95 %: the rest of the machine is calm.
    const collector = createHealthCollector({
      db: testDb.db,
      probes: {
        cpu: async () => 10,
        memory: async () => 30,
        disk: async () => ({ percent: 95, path: "/srv/rassegna/data" }),
        database: async () => 1,
        http: async () => null,
      },
    });
    await collector.collect();
    const health = (await admin("GET", "/api/admin/health?limit=20")).json<HealthList>();
    expect(health.readings[0]).toMatchObject({ status: "critical", disk_usage: 95 });

    const { errors, counts } = (await admin("GET", "/api/admin/errors")).json<ErrorList>();
    const byType = (type: string) => errors.find((error) => error.error_type === type);
    expect(byType("feed_http_status")).toMatchObject({ severity: "medium", source: "rss-sync", resolved: false });
    expect(byType("feed_http_status")!.error_message).toContain("HTTP 500");
    expect(byType("feeds_all_failing")).toMatchObject({ severity: "critical" });
    const provider = errors.find((error) => error.source === "openai");
    expect(provider).toMatchObject({ severity: "high" });
    expect(provider!.error_message).toContain("gpt-4o-mini");
    expect(byType("disk_full")).toMatchObject({ severity: "critical" });
    expect(byType("disk_full")!.error_message).toContain("95");
    expect(counts).toMatchObject({ critical: 2, high: 1 });

    // The worker's minute: one mail per critical kind, none for the high and medium ones.
    const mail = { db: testDb.db, mailer: createMailer({ smtpUrl: smtp.url, from: "Rassegna <noreply@rassegna.example.it>" }), publicUrl: "https://rassegna.example.it", logger: pino({ level: "silent" }) };
    expect(await notifyCriticalErrors(mail, new Date())).toBe(2);
    const subjects = (await smtp.received(2)).map((message) => message.subject).sort();
    expect(subjects).toEqual(["Rassegna: errore critico (disk_full)", "Rassegna: errore critico (feeds_all_failing)"]);
    expect(smtp.messages.every((message) => message.envelopeTo.includes("redazione@example.it"))).toBe(true);
  });
});
