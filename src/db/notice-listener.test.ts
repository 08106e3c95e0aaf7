import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { closedPort } from "../../tests/helpers/closed-port.js";
import { withDatabase } from "../../tests/helpers/global-setup.js";
import { openDatabase } from "./client.js";
import type { DatabaseHandle } from "./database.js";
import { listenForNotices, type NoticeListener, type NoticeListenerOptions } from "./notice-listener.js";
import { sendNotice } from "./notices.js";

const templateUrl = inject("postgresTemplateUrl");
const listeners: NoticeListener[] = [];
afterEach(async () => {
  for (const listener of listeners.splice(0)) await listener.close();
});

/** What a listener reported, in order, and a way to wait for the next report that matches. */
function recorder() {
  const events: string[] = [];
  let waiters: Array<{ match: (event: string) => boolean; resolve(): void }> = [];
  const push = (event: string) => {
    events.push(event);
    const ready = waiters.filter((w) => w.match(event));
    waiters = waiters.filter((w) => !ready.includes(w));
    for (const waiter of ready) waiter.resolve();
  };
  const next = (match: (event: string) => boolean, what: string, timeoutMs = 15_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms; heard ${JSON.stringify(events)}`)), timeoutMs);
      waiters.push({ match, resolve: () => (clearTimeout(timer), resolve()) });
    });
  const options: Pick<NoticeListenerOptions, "onNotice" | "onListening" | "onLost"> = {
    onNotice: (payload) => push(`notice ${payload}`),
    onListening: (again) => push(again ? "listening again" : "listening"),
    onLost: (_error, retryInMs) => push(`lost, retry in ${retryInMs}`),
  };
  return { events, next, options };
}

describe("the notice listener with the database out of reach", () => {
  it("tries again and again, each wait twice the last up to its ceiling, and stops for good when closed", async () => {
    const heard = recorder();
    const lost = () => heard.events.filter((event) => event.startsWith("lost"));
    const listener = listenForNotices({ connectionString: `postgres://nobody@127.0.0.1:${await closedPort()}/none`, firstRetryMs: 10, maxRetryMs: 40, ...heard.options });
    listeners.push(listener);
    for (let i = 0; i < 5; i += 1) await heard.next((event) => event.startsWith("lost"), `failure ${i + 1}`);
    expect(lost().slice(0, 5)).toEqual(["lost, retry in 10", "lost, retry in 20", "lost, retry in 40", "lost, retry in 40", "lost, retry in 40"]);
    await listener.close();
    const after = lost().length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lost().length).toBe(after);
    expect(heard.events).not.toContain("listening");
  });
});

describe.runIf(templateUrl)("the notice listener on PostgreSQL", () => {
  let admin: pg.Client;
  let url: string;
  let sender: DatabaseHandle;
  const databaseName = `${new URL(templateUrl || "postgres://x/none").pathname.slice(1).replace("tpl", "t")}_notices_${randomBytes(3).toString("hex")}`;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: withDatabase(templateUrl, "postgres") });
    await admin.connect();
    // Notices stay within their database: a database of its own keeps other tests' notices out.
    await admin.query(`CREATE DATABASE ${databaseName}`);
    url = withDatabase(templateUrl, databaseName);
    sender = await openDatabase({ databaseUrl: url });
  });
  afterAll(async () => {
    await sender?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  async function listening(heard: ReturnType<typeof recorder>): Promise<void> {
    const ready = heard.next((event) => event === "listening", "LISTEN");
    listeners.push(listenForNotices({ connectionString: url, firstRetryMs: 20, ...heard.options }));
    await ready;
  }

  it("hears what another connection sends, a transaction's notice only once it commits and never when it rolls back", async () => {
    const heard = recorder();
    await listening(heard);

    const plain = heard.next((event) => event === "notice content a", "the plain notice");
    await sendNotice(sender.db, "content a");
    await plain;

    let heardBeforeCommit = false;
    const committed = heard.next((event) => event === "notice content in-transaction", "the committed notice");
    await sender.db.transaction(async (tx) => {
      await sendNotice(tx, "content in-transaction");
      await new Promise((resolve) => setTimeout(resolve, 300));
      heardBeforeCommit = heard.events.includes("notice content in-transaction");
    });
    await committed;
    expect(heardBeforeCommit).toBe(false);

    await sender.db
      .transaction(async (tx) => {
        await sendNotice(tx, "content rolled-back");
        throw new Error("roll back");
      })
      .catch(() => undefined);
    // Notices arrive in commit order: once the marker is heard, the rolled-back one would have been too.
    const marker = heard.next((event) => event === "notice content marker", "the marker");
    await sendNotice(sender.db, "content marker");
    await marker;
    expect(heard.events.filter((event) => event.startsWith("notice"))).toEqual(["notice content a", "notice content in-transaction", "notice content marker"]);
  });

  it("opens its connection again when the server cuts it, says that notices may have been missed, and hears the next ones", async () => {
    const heard = recorder();
    await listening(heard);
    const back = heard.next((event) => event === "listening again", "the reconnection");
    const { rows } = await admin.query<{ cut: boolean }>(
      "select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = $1 and application_name = 'rassegna-notices'",
      [databaseName],
    );
    expect(rows).toEqual([{ cut: true }]);
    await back;
    expect(heard.events.slice(0, 3)).toEqual(["listening", "lost, retry in 20", "listening again"]);
    const after = heard.next((event) => event === "notice ads after", "a notice after the reconnection");
    await sendNotice(sender.db, "ads after");
    await after;
  });
});
