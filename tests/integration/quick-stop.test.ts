import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.js";
import { queryRows } from "../../src/db/database.js";
import { prose, rss } from "../helpers/feed-builder.js";
import { api, seedDataDir, signInWhenReady, startServerProcess, waitFor } from "../helpers/server-process.js";
import { startAiProviderServer, type AiProviderServer } from "../servers/ai-provider.js";
import { startFeedHost, type FeedHost } from "../servers/feed-host.js";

/**
 * SIGTERM while the AI provider never answers (a stand-in that waits two
 * minutes): the stop must not wait for the provider, and must leave no
 * article claimed by a process that no longer exists.
 */
const ADMIN = { email: "admin@rassegna.local", password: "password-stop-test" };
const ARTICLES = 30;
/** Below the 30 s provider timeout: the old stop, which waited for calls to time out, cannot pass. */
const EXIT_BOUND_MS = 25_000;
let dataDir: string;
let host: FeedHost;
let provider: AiProviderServer;

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-stop-"));
  await seedDataDir(dataDir);
  host = await startFeedHost();
  provider = await startAiProviderServer();
});
afterEach(async () => {
  await provider.close();
  await host.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("SIGTERM while the AI provider hangs", () => {
  it("exits 0 within seconds, answers the request in flight, and hands every claimed article back", { timeout: 150_000 }, async () => {
    provider.script(...Array.from({ length: 100 }, () => ({ delayMs: 120_000 })));
    const items = Array.from({ length: ARTICLES }, (_, i) => ({ title: `Notizia ${i}`, link: host.url(`/n/${i}`), text: prose(200, i) }));
    host.route("/feed.xml", { body: rss("Fonte", items) });

    const server = startServerProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD: ADMIN.password, ALLOW_PRIVATE_NETWORK: "true", LOG_LEVEL: "info" });
    const token = await signInWhenReady(server, ADMIN);
    const aiConfig = { provider: "openai", api_key: "sk-test-0123456789abcdef", model_name: "gpt-test", endpoint: provider.baseUrl("openai") };
    expect((await api(server.port, "POST", "/api/admin/ai-configs", token, aiConfig)).status).toBe(201);
    expect((await api(server.port, "POST", "/api/admin/feeds", token, { name: "Fonte", feed_url: host.url("/feed.xml"), import_limit: ARTICLES, force: true })).status).toBe(201);
    expect((await api(server.port, "POST", "/api/functions/import-rss-articles", token, {})).json.imported).toBe(ARTICLES);

    // The woken queue claims a batch; "Elabora con AI" claims the rest in a request that is still in flight at the stop.
    await waitFor("the queue's provider calls", async () => (provider.requests.length >= 4 ? true : undefined), 30_000);
    const inFlight = api(server.port, "POST", "/api/functions/process-article-with-ai", token, { auto_process: true });
    await waitFor("the request's provider calls", async () => (provider.requests.length >= 8 ? true : undefined), 30_000);

    const signalled = performance.now();
    server.child.kill("SIGTERM");
    const exit = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve("still running"), EXIT_BOUND_MS))]);
    const stopMs = Math.round(performance.now() - signalled);
    console.info(`stop time with a hanging AI provider: ${stopMs} ms from SIGTERM to exit (${/"stop_ms":(\d+)/.exec(server.output())?.[1]} ms inside)`);
    if (exit === "still running") server.child.kill("SIGKILL");
    expect(exit, server.output()).toBe(0);
    expect([200, 503]).toContain((await inFlight).status);

    const handle = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
    try {
      const statuses = await queryRows<{ status: string; n: number }>(handle.db, sql`select processing_status as status, count(*)::int as n from articles group by 1`);
      expect(statuses).toEqual([{ status: "pending", n: ARTICLES }]);
      // Cut calls are not the provider's failures and do not use up its day.
      expect(await queryRows(handle.db, sql`select error_type from error_logs where error_type like 'ai_%'`)).toEqual([]);
      const [usage] = await queryRows<{ n: number }>(handle.db, sql`select coalesce(sum(requests_count), 0)::int as n from ai_usage_tracking`);
      expect(usage!.n).toBe(0);
    } finally {
      await handle.close();
    }
  });
});
