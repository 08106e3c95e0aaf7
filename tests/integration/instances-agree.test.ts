import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ADS_ENABLED_TTL_MS } from "../../src/ads/ads-enabled-cache.js";
import { LISTING_TTL_MS } from "../../src/articles/listing-cache.js";
import { NOTICE_CHANNEL } from "../../src/db/notices.js";
import { prose, rss } from "../helpers/feed-builder.js";
import { withDatabase } from "../helpers/global-setup.js";
import { api, signInWhenReady, startServerProcess, waitFor, waitUntilHealthy, type ServerProcess } from "../helpers/server-process.js";
import { startAiProviderServer, type AiProviderServer } from "../servers/ai-provider.js";
import { startFeedHost, type FeedHost } from "../servers/feed-host.js";

/**
 * Two web instances and a worker, each its own process, on one PostgreSQL
 * (docs/architecture.md#instances-that-agree): a change made through one
 * instance, or published by the worker, reaches the other instance's caches
 * through a notice, long before their time to live would let it through.
 *
 * How a test tells the notice from the expiry without timing the notice: each
 * change k is made right after change k-1 showed on B. Whatever B then holds
 * was read after change k-1 began, so without a notice it would be served
 * until at least that start plus the time to live. B showing change k before
 * then proves its copy was dropped. The staleness itself (from A's answer to
 * B's first answer that shows the change) is measured and printed.
 */
const templateUrl = inject("postgresTemplateUrl");
const ADMIN = { email: "admin@rassegna.local", password: "password-instances-agree" };
const ARTICLES = 12;
const EDITS = 20;
const DELETES = 10;
const AD_TOGGLES = 10;
/** The category the AI stand-in gives every article: its listing shows each article as a card of its own. */
const LISTING = "/api/articles?category=tecnologia";
const AD_HOST = "googlesyndication.com";

interface Card {
  id: string;
  title: string;
}

/** One change on A, and how B answered until it showed. */
interface Measured {
  /** When A was asked, and when it answered (performance.now()). */
  askedAt: number;
  answeredAt: number;
  /** When the first request to B that showed the change started, and when it was answered. */
  shownAskedAt: number;
  shownAt: number;
}

const staleness = (m: Measured) => m.shownAt - m.answeredAt;

function summary(what: string, measured: readonly number[]): string {
  const sorted = [...measured].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `${what}: ${sorted.length} changes, staleness on the other instance median ${Math.round(median)} ms, max ${Math.round(sorted.at(-1)!)} ms`;
}

describe.runIf(templateUrl)("two web instances and a worker on one PostgreSQL", () => {
  let admin: pg.Client;
  let watcher: pg.Client;
  let databaseName: string;
  let databaseUrl: string;
  let dataDir: string;
  let host: FeedHost;
  let provider: AiProviderServer;
  const servers: ServerProcess[] = [];
  const notices: string[] = [];

  beforeAll(async () => {
    const templateName = new URL(templateUrl).pathname.slice(1);
    // Named like the run's other copies, so the run's teardown drops it should this file crash.
    databaseName = `${templateName.replace("tpl", "t")}_agree_${randomBytes(3).toString("hex")}`;
    admin = new pg.Client({ connectionString: withDatabase(templateUrl, "postgres") });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${templateName}`);
    databaseUrl = withDatabase(templateUrl, databaseName);
    // One folder for the three: they share the generated APP_SECRET, as instances of one site do.
    dataDir = fs.mkdtempSync(path.join(inject("runTempDir"), "agree-"));
    watcher = new pg.Client({ connectionString: databaseUrl });
    await watcher.connect();
    watcher.on("notification", (message) => notices.push(message.payload ?? ""));
    await watcher.query(`LISTEN ${NOTICE_CHANNEL}`);
    host = await startFeedHost();
    provider = await startAiProviderServer();
  });
  afterAll(async () => {
    for (const server of servers.splice(0)) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    await provider?.close();
    await host?.close();
    await watcher?.end();
    await admin?.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin?.end();
  });

  const start = (role: "web" | "worker") => {
    const server = startServerProcess({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ROLE: role,
      ADMIN_PASSWORD: ADMIN.password,
      ALLOW_PRIVATE_NETWORK: "true",
      LOG_LEVEL: "info",
    });
    servers.push(server);
    return server;
  };

  /** B's category listing, with when it was asked and answered. */
  async function readListing(port: number): Promise<{ askedAt: number; at: number; cards: Card[]; policy: string }> {
    const askedAt = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${LISTING}`);
    const body = (await response.json()) as { articles: Card[] };
    return { askedAt, at: performance.now(), cards: body.articles, policy: response.headers.get("content-security-policy") ?? "" };
  }

  /** Makes a change on A, then asks B (one request at a time) until `shows` holds. */
  async function measure(change: () => Promise<void>, b: ServerProcess, shows: (read: Awaited<ReturnType<typeof readListing>>) => boolean): Promise<Measured> {
    const askedAt = performance.now();
    await change();
    const answeredAt = performance.now();
    const shown = await waitFor(
      "the change to show on the other instance",
      async () => {
        const read = await readListing(b.port);
        return shows(read) ? read : undefined;
      },
      30_000,
      10,
    );
    return { askedAt, answeredAt, shownAskedAt: shown.askedAt, shownAt: shown.at };
  }

  /** Each change after the first showed before B's copy of the one before could have expired on its own. */
  function expectDroppedBeforeExpiry(changes: readonly Measured[], ttlMs: number): void {
    for (let k = 1; k < changes.length; k += 1) {
      expect(changes[k]!.shownAskedAt - changes[k - 1]!.askedAt, `change ${k + 1} of ${changes.length}`).toBeLessThan(ttlMs);
    }
  }

  it("shows the worker's publishes, and A's edits, deletes and AdSense saves, on B at once", { timeout: 420_000 }, async () => {
    const items = Array.from({ length: ARTICLES }, (_, i) => ({ title: `Notizia numero ${i} sul quartiere ${i}`, link: host.url(`/n/${i}`), text: prose(200, i) }));
    host.route("/feed.xml", { body: rss("Fonte", items) });

    const a = start("web");
    const token = await signInWhenReady(a, ADMIN);
    const b = start("web");
    const worker = start("worker");
    await waitUntilHealthy(b);
    await worker.printed("Rassegna started");
    const call = async (method: string, url: string, body?: unknown, expected = 200) => {
      const answer = await api(a.port, method, url, token, body);
      expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.json)}`).toBe(expected);
      return answer.json;
    };

    // The worker publishes what a sync on A stored.
    await call("POST", "/api/admin/ai-configs", { provider: "openai", api_key: "sk-test-0123456789abcdef", model_name: "gpt-test", endpoint: provider.baseUrl("openai") }, 201);
    await call("POST", "/api/admin/feeds", { name: "Fonte", feed_url: host.url("/feed.xml"), import_limit: ARTICLES, force: true }, 201);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      expect(await readListing(b.port).then((read) => read.cards)).toEqual([]);
      // The worker's own scheduled sync may be running: a sync refused meanwhile (409) is asked again.
      await waitFor("a sync on A", async () => ((await api(a.port, "POST", "/api/functions/import-rss-articles", token, {})).status === 200 ? true : undefined), 60_000, 500);
      const inDatabase = new Map<string, number>();
      const onB = new Map<string, number>();
      await Promise.all([
        waitFor(
          "the worker's publishes in the database",
          async () => {
            const { rows } = await db.query<{ id: string }>("select id from articles where processing_status = 'completed'");
            for (const { id } of rows) if (!inDatabase.has(id)) inDatabase.set(id, performance.now());
            return inDatabase.size === ARTICLES ? true : undefined;
          },
          120_000,
          10,
        ),
        waitFor(
          "the worker's publishes on B",
          async () => {
            const read = await readListing(b.port);
            for (const card of read.cards) if (!onB.has(card.id)) onB.set(card.id, read.at);
            return onB.size === ARTICLES ? true : undefined;
          },
          120_000,
          10,
        ),
      ]);
      // The worker told the web instances: its notices are on the channel (B's own reads send none).
      expect(notices.filter((payload) => payload.startsWith("content ")).length).toBeGreaterThan(0);
      const publishes = [...inDatabase].map(([id, at]) => Math.max(0, onB.get(id)! - at));
      console.info(summary("worker publish -> web instance B (from the row's commit seen by a poller)", publishes));

      const [edited, ...others] = (await readListing(b.port)).cards;
      const edits: Measured[] = [];
      for (let k = 1; k <= EDITS; k += 1) {
        const title = `Titolo corretto dall'amministratore, versione ${k}`;
        edits.push(
          await measure(
            async () => void (await call("PATCH", `/api/admin/articles/${edited!.id}`, { title })),
            b,
            (read) => read.cards.some((card) => card.id === edited!.id && card.title === title),
          ),
        );
      }
      console.info(summary("admin edit on A -> B", edits.map(staleness)));
      expectDroppedBeforeExpiry(edits, LISTING_TTL_MS);

      const deletes: Measured[] = [];
      for (const gone of others.slice(0, DELETES)) {
        deletes.push(
          await measure(
            async () => void (await call("DELETE", `/api/admin/articles/${gone.id}`, undefined, 204)),
            b,
            (read) => !read.cards.some((card) => card.id === gone.id),
          ),
        );
      }
      console.info(summary("admin delete on A -> B", deletes.map(staleness)));
      expectDroppedBeforeExpiry(deletes, LISTING_TTL_MS);

      const saves: Measured[] = [];
      for (let k = 1; k <= AD_TOGGLES; k += 1) {
        const enabled = k % 2 === 1;
        saves.push(
          await measure(
            async () => void (await call("PUT", "/api/admin/adsense", { publisher_id: "ca-pub-1234567890123456", enabled, homepage_slots: [], article_slots: [] })),
            b,
            (read) => read.policy.includes(AD_HOST) === enabled,
          ),
        );
      }
      console.info(summary("AdSense setting on A -> B's Content-Security-Policy", saves.map(staleness)));
      expectDroppedBeforeExpiry(saves, ADS_ENABLED_TTL_MS);

      const all = [...edits, ...deletes, ...saves].map(staleness);
      console.info(summary("every admin change on A -> B", all));
    } finally {
      await db.end();
    }
  });
});
