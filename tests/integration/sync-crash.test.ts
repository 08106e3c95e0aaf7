import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.js";
import { queryRows } from "../../src/db/database.js";
import { rss } from "../helpers/feed-builder.js";
import { api, seedDataDir, signInWhenReady, startServerProcess } from "../helpers/server-process.js";
import { startFeedHost, type FeedHost } from "../servers/feed-host.js";

/**
 * kill -9 in the middle of a sync, on the embedded database: after a restart
 * no article is duplicated or half-written, each feed's batch is all or
 * nothing, and the next sync is not blocked by the dead run's lock.
 */
const FEEDS = 12;
const ITEMS = 20;
const ADMIN = { email: "admin@rassegna.local", password: "password-crash-test" };
let dataDir: string;
let host: FeedHost;

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-crash-"));
  await seedDataDir(dataDir);
  host = await startFeedHost();
  for (let f = 0; f < FEEDS; f++) {
    const items = Array.from({ length: ITEMS }, (_, i) => ({ title: `F${f} N${i}`, link: host.url(`/p/${f}/${i}`) }));
    // Feeds answer one after another over a couple of seconds, so the kill lands mid-sync (see the test).
    host.route(`/f/${f}.xml`, { delayMs: 150 * (f + 1), body: rss(`Fonte ${f}`, items) });
  }
});
afterEach(async () => {
  await host.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const startServer = (port: number) =>
  startServerProcess({ PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: ADMIN.password, ALLOW_PRIVATE_NETWORK: "true", ROLE: "web" });

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
    const token = await signInWhenReady(first, ADMIN);
    for (let f = 0; f < FEEDS; f++) {
      expect((await api(port, "POST", "/api/admin/feeds", token, { name: `Fonte ${String(f).padStart(2, "0")}`, feed_url: host.url(`/f/${f}.xml`), import_limit: ITEMS, force: true })).status).toBe(201);
    }
    void api(port, "POST", "/api/functions/import-rss-articles", token, {}).catch(() => undefined);
    // Eight feeds are fetched at a time and a slot frees only when a feed's batch is stored: at the eleventh
    // feed asked for, three batches are in and the twelfth feed is not even asked for yet.
    await host.requested((request) => request.path.startsWith("/f/"), FEEDS - 1);
    first.child.kill("SIGKILL");
    await first.exited;

    const afterCrash = await countsByFeed();
    expect(afterCrash.every((n) => n === 0 || n === ITEMS), `per-feed counts ${afterCrash}`).toBe(true);
    expect(afterCrash.some((n) => n === 0), "the kill should land mid-sync").toBe(true);

    const second = startServer(port);
    try {
      const again = await signInWhenReady(second, ADMIN);
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
