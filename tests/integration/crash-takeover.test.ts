import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { prose, rss } from "../helpers/feed-builder.js";
import { withDatabase } from "../helpers/global-setup.js";
import { api, signInWhenReady, startServerProcess, waitFor, type ServerProcess } from "../helpers/server-process.js";
import { startAiProviderServer, type AiProviderServer } from "../servers/ai-provider.js";
import { startFeedHost, type FeedHost } from "../servers/feed-host.js";

/**
 * kill -9 on PostgreSQL, where nothing at start-up may free what the dead
 * process held (another live instance could be holding it): its sync lease
 * and its article claims must lapse on their own, within about a minute.
 */
const templateUrl = inject("postgresTemplateUrl");
const ADMIN = { email: "admin@rassegna.local", password: "password-takeover-test" };
const ARTICLES = 10;
/** The bound on the take-over; leases last 60 s after their last renewal. */
const TAKEOVER_BOUND_MS = 150_000;

describe.runIf(templateUrl)("an instance killed with SIGKILL on PostgreSQL", () => {
  let admin: pg.Client;
  let databaseName: string;
  let host: FeedHost;
  let provider: AiProviderServer;
  const servers: ServerProcess[] = [];

  beforeEach(async () => {
    databaseName = `rassegna_takeover_${randomBytes(4).toString("hex")}`;
    admin = new pg.Client({ connectionString: withDatabase(templateUrl, "postgres") });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    host = await startFeedHost();
    provider = await startAiProviderServer();
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    await provider.close();
    await host.close();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  const start = () => {
    const server = startServerProcess({ DATABASE_URL: withDatabase(templateUrl, databaseName), ADMIN_PASSWORD: ADMIN.password, ALLOW_PRIVATE_NETWORK: "true" });
    servers.push(server);
    return server;
  };

  it("leaves its sync lease and claimed articles to the next instance within about a minute", { timeout: 300_000 }, async () => {
    const items = Array.from({ length: ARTICLES }, (_, i) => ({ title: `Notizia ${i}`, link: host.url(`/n/${i}`), text: prose(200, i) }));
    host.route("/feed.xml", { body: rss("Fonte", items) });
    host.route("/stalls.xml", { delayMs: 600_000, body: rss("Ferma", []) });
    provider.script(...Array.from({ length: 50 }, () => ({ delayMs: 600_000 })));
    const db = new pg.Client({ connectionString: withDatabase(templateUrl, databaseName) });

    const first = start();
    const token = await signInWhenReady(first, ADMIN);
    const aiConfig = { provider: "openai", api_key: "sk-test-0123456789abcdef", model_name: "gpt-test", endpoint: provider.baseUrl("openai") };
    expect((await api(first.port, "POST", "/api/admin/ai-configs", token, aiConfig)).status).toBe(201);
    expect((await api(first.port, "POST", "/api/admin/feeds", token, { name: "Fonte", feed_url: host.url("/feed.xml"), import_limit: ARTICLES, force: true })).status).toBe(201);
    expect((await api(first.port, "POST", "/api/functions/import-rss-articles", token, {})).json.imported).toBe(ARTICLES);
    await db.connect();
    try {
      // The queue claims every article; the provider never answers.
      const processing = async () =>
        (await db.query<{ n: number }>("select count(*)::int as n from articles where processing_status = 'processing'")).rows[0]!.n;
      await waitFor("the first instance's claims", async () => ((await processing()) === ARTICLES ? true : undefined), 60_000);
      // A sync that stalls on a feed holds the lease; a second sync meanwhile is refused.
      expect((await api(first.port, "POST", "/api/admin/feeds", token, { name: "Ferma", feed_url: host.url("/stalls.xml"), force: true })).status).toBe(201);
      void api(first.port, "POST", "/api/functions/import-rss-articles", token, {}).catch(() => undefined);
      await waitFor("the stalled sync", async () => (host.requests("/stalls.xml").length > 0 ? true : undefined), 30_000);
      expect((await api(first.port, "POST", "/api/functions/import-rss-articles", token, {})).status).toBe(409);

      first.child.kill("SIGKILL");
      await first.exited;
      const killed = performance.now();
      provider.reset();
      host.route("/stalls.xml", { body: rss("Ferma", []) });

      const second = start();
      const again = await signInWhenReady(second, ADMIN);
      const [syncFreeMs, articlesDoneMs] = await Promise.all([
        waitFor(
          "the sync to be accepted",
          async () => ((await api(second.port, "POST", "/api/functions/import-rss-articles", again, {})).status === 200 ? performance.now() - killed : undefined),
          TAKEOVER_BOUND_MS,
          1_000,
        ),
        waitFor("the dead instance's articles to be processed", async () => ((await processing()) === 0 ? performance.now() - killed : undefined), TAKEOVER_BOUND_MS, 500),
      ]);
      console.info(`take-over after kill -9: sync accepted after ${Math.round(syncFreeMs / 1000)} s, claimed articles processed after ${Math.round(articlesDoneMs / 1000)} s`);
      const done = await db.query<{ status: string; by: string; n: number }>(
        "select processing_status as status, processed_by_ai_provider as by, count(*)::int as n from articles group by 1, 2",
      );
      expect(done.rows).toEqual([{ status: "completed", by: "openai", n: ARTICLES }]);
    } finally {
      await db.end();
    }
  });
});
