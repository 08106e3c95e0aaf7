import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.js";
import type { Database } from "../../src/db/database.js";
import { socialConfigs, socialPosts } from "../../src/db/schema/index.js";
import { insertPendingArticles } from "../helpers/article-rows.js";
import { seedDataDir, startServerProcess, waitUntilHealthy, type ServerProcess } from "../helpers/server-process.js";
import { enablePlatform, enableSocialPosting } from "../helpers/social-queue.js";
import { startSocialStandIn, type SocialStandIn } from "../servers/social-platforms.js";

/**
 * kill -9 while a post is on its way to Telegram, on the embedded database:
 * the platform got the request (it answers after the process died), and the
 * restarted server must not send it again (docs/architecture.md#social-posting).
 */
let dataDir: string;
let standIn: SocialStandIn;
const servers: ServerProcess[] = [];

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-social-"));
  await seedDataDir(dataDir);
  standIn = await startSocialStandIn();
});
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
    await server.exited;
  }
  await standIn.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

const start = () => {
  const server = startServerProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD: "password-social-crash", ALLOW_PRIVATE_NETWORK: "true", TELEGRAM_API_URL: standIn.url });
  servers.push(server);
  return server;
};

describe("a server killed with SIGKILL mid-post", () => {
  it("never sends the post again after the restart: Telegram has it exactly once", { timeout: 180_000 }, async () => {
    await withDatabase(async (db) => {
      await enableSocialPosting(db);
      await enablePlatform(db, "telegram", { chat_id: "@rassegna_test" });
      // Published by the local analyzer at start, which queues its post and wakes the social queue.
      await insertPendingArticles(db, 1);
    });
    standIn.delayNext("telegram", 4_000);
    const first = start();
    await standIn.requested("telegram");
    first.child.kill("SIGKILL");
    await first.exited;

    const second = start();
    await waitUntilHealthy(second);
    // A poll round (every 15 s) after the restart, in case anything were left to send.
    await delay(18_000);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    expect(standIn.requests("telegram")).toHaveLength(1);
    expect(standIn.posts("telegram")).toMatchObject([{ target: "@rassegna_test" }]);
    await withDatabase(async (db) => {
      expect(await db.select().from(socialPosts)).toMatchObject([{ platform: "telegram", status: "failed", attempts: 1, last_error: expect.stringMatching(/Esito sconosciuto/) }]);
      const [card] = await db.select().from(socialConfigs).where(eq(socialConfigs.platform, "telegram"));
      expect(card!.last_error).toMatch(/esito sconosciuto/);
    });
  });
});
