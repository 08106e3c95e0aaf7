import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.js";
import { queryRows } from "../../src/db/database.js";
import { rss } from "../helpers/feed-builder.js";
import { startFeedHost, type FeedHost } from "../servers/feed-host.js";

/**
 * kill -9 in the middle of a sync, on the embedded database: after a restart
 * no article is duplicated or half-written, each feed's batch is all or
 * nothing, and the next sync is not blocked by the dead run's lock.
 */
const root = path.resolve(import.meta.dirname, "../..");
const FEEDS = 12;
const ITEMS = 20;
const ADMIN = { email: "admin@rassegna.local", password: "password-crash-test" };
let dataDir: string;
let host: FeedHost;

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-crash-"));
  host = await startFeedHost();
  for (let f = 0; f < FEEDS; f++) {
    const items = Array.from({ length: ITEMS }, (_, i) => ({ title: `F${f} N${i}`, link: host.url(`/p/${f}/${i}`) }));
    // Feeds answer one after another over a couple of seconds, so the kill lands mid-sync.
    host.route(`/f/${f}.xml`, { delayMs: 150 * (f + 1), body: rss(`Fonte ${f}`, items) });
  }
});
afterEach(async () => {
  await host.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startServer(port: number) {
  const { TEST_DATABASE_URL: _t, DATABASE_URL: _d, ...env } = process.env;
  // One process (no tsx wrapper), so SIGKILL hits the server itself.
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: ADMIN.password, ALLOW_PRIVATE_NETWORK: "true", LOG_LEVEL: "warn", ROLE: "web" },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  return { child, exited };
}

async function api(port: number, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

async function ready(port: number): Promise<string> {
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false))) {
      return (await api(port, "POST", "/api/auth/token?grant_type=password", undefined, ADMIN)).json.access_token;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server not ready");
}

async function countsByFeed(): Promise<number[]> {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
  try {
    const rows = await queryRows<{ name: string; n: number }>(
      handle.db,
      sql`select f.name, count(a.id)::int as n from rss_feeds f left join articles a on a.feed_id = f.id group by f.name order by f.name`,
    );
    return rows.map((row) => row.n);
  } finally {
    await handle.close();
  }
}

describe("a sync killed with SIGKILL", () => {
  it("leaves whole batches only, and the next run completes without duplicates", { timeout: 180_000 }, async () => {
    const port = 41_000 + Math.floor(Math.random() * 5_000);
    const first = startServer(port);
    const token = await ready(port);
    for (let f = 0; f < FEEDS; f++) {
      expect((await api(port, "POST", "/api/admin/feeds", token, { name: `Fonte ${String(f).padStart(2, "0")}`, feed_url: host.url(`/f/${f}.xml`), import_limit: ITEMS })).status).toBe(201);
    }
    void api(port, "POST", "/api/functions/import-rss-articles", token, {}).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 900));
    first.child.kill("SIGKILL");
    await first.exited;

    const afterCrash = await countsByFeed();
    expect(afterCrash.every((n) => n === 0 || n === ITEMS), `per-feed counts ${afterCrash}`).toBe(true);
    expect(afterCrash.some((n) => n === 0), "the kill should land mid-sync").toBe(true);

    const second = startServer(port);
    try {
      const again = await ready(port);
      const sync = await api(port, "POST", "/api/functions/import-rss-articles", again, {});
      expect(sync.status).toBe(200);
      expect(sync.json.feeds_failed).toBe(0);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
    expect(await countsByFeed()).toEqual(Array.from({ length: FEEDS }, () => ITEMS));
  });
});
