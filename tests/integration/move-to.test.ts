import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startDemoHost, type DemoHost } from "../../scripts/demo-host.js";
import { closedPort } from "../helpers/closed-port.js";
import { createAiFetch } from "../../src/ai/ai-fetch.js";
import { processPendingArticles } from "../../src/ai/process-articles.js";
import { listPublicArticles } from "../../src/articles/public-listing.js";
import { setAdminPassword } from "../../src/auth/admin-accounts.js";
import { moveToCommand } from "../../src/cli/admin/move-to.js";
import { createFetcher } from "../../src/feeds/fetch/fetcher.js";
import { syncAllFeeds } from "../../src/feeds/sync-all.js";
import { openDatabase } from "../../src/db/client.js";
import type { Database, DatabaseHandle } from "../../src/db/database.js";
import { migrateAndSeed } from "../../src/db/migrate.js";
import { DatabaseInUseError, lockPgliteDir } from "../../src/db/pglite-lock.js";
import * as schema from "../../src/db/schema/index.js";
import { parentsFirst, type CatalogTable } from "../../src/db/transfer/catalog.js";
import { moveDatabase } from "../../src/db/transfer/move-database.js";
import { MoveRefusedError } from "../../src/db/transfer/move-refused-error.js";

/**
 * `npm run admin -- move-to URL` (issue 28): the demo's data, built as a site
 * gets it (the demo's feeds served over 127.0.0.1, synced, enriched by the
 * local analyzer) plus a row in every other table, moved from an embedded
 * database on disk into a new PostgreSQL database, and found equal there.
 * The move needs a PostgreSQL server: those tests run in the PostgreSQL run
 * (TEST_DATABASE_URL); the refusals that need none run in both.
 */
const root = path.resolve(import.meta.dirname, "../..");
const templateUrl = inject("postgresTemplateUrl");
const runTempDir = inject("runTempDir");

/** A new, empty PostgreSQL database beside the run's template (named so the run's teardown drops it if we do not). */
async function createEmptyDatabase(from?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = new URL(templateUrl);
  const name = `${template.pathname.slice(1).replace("tpl", "t")}_move_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: Object.assign(new URL(templateUrl), { pathname: "/postgres" }).toString() });
  await admin.connect();
  await admin.query(`create database ${name}${from ? ` template ${from}` : ""}`);
  return {
    url: Object.assign(new URL(templateUrl), { pathname: `/${name}` }).toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Runs the admin CLI as an operator would, with DATA_DIR pointing at `dataDir`; answers its exit code and output. */
function runAdmin(dataDir: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { TEST_DATABASE_URL: _t, DATABASE_URL: _d, ...env } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli/admin.ts", ...args], { cwd: root, env: { ...env, DATA_DIR: dataDir } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`admin ${args.join(" ")} still ran after 150 s:\n${stdout}\n${stderr}`));
    }, 150_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const newDataDir = () => fs.mkdtempSync(path.join(runTempDir, "move-"));

/** Every table's rows as JSON text, sorted: compared without the move's own checksum code. */
async function tableContents(db: Database): Promise<Map<string, string[]>> {
  await db.execute(sql`set timezone = 'UTC'`);
  const tables = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as { rows: Array<{ tablename: string }> };
  const contents = new Map<string, string[]>();
  for (const { tablename } of tables.rows) {
    const result = (await db.execute(sql.raw(`select row_to_json(t)::text as row from public."${tablename}" t`))) as unknown as { rows: Array<{ row: string }> };
    contents.set(tablename, result.rows.map((r) => r.row).sort());
  }
  return contents;
}

/** The demo's site: its feeds synced from the demo host and enriched offline, and a row in every other table. */
async function buildDemoSite(db: Database): Promise<void> {
  const host: DemoHost = await startDemoHost({ root: path.join(root, "demo"), now: new Date() });
  const fetcher = createFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: true, timeoutMs: 5_000 });
  try {
    const sources = JSON.parse(fs.readFileSync(path.join(root, "demo", "sources.json"), "utf8")) as { feeds: Array<{ name: string; path: string }> };
    await db.insert(schema.rssFeeds).values(sources.feeds.map((feed) => ({ name: feed.name, feed_url: `${host.origin}${feed.path}`, import_limit: 20 })));
    const synced = await syncAllFeeds({ db, fetcher });
    expect(synced.imported).toBeGreaterThanOrEqual(50);
    // No provider is configured yet, so the local analyzer enriches and publishes them (as `npm run demo` does).
    await processPendingArticles({ db, aiFetch: createAiFetch({ allowPrivateNetwork: true }), timeoutMs: 5_000 }, 500);
  } finally {
    await fetcher.close();
    await host.close();
  }
  const published = await db.select({ id: schema.articles.id }).from(schema.articles).limit(3);
  const [first, second, third] = published.map((row) => row.id);
  await setAdminPassword(db, "admin@example.it", "una-password-lunga-e-sicura");
  const [admin] = await db.select().from(schema.adminUsers);
  const [session] = await db
    .insert(schema.authSessions)
    .values({ user_id: admin!.id, expires_at: new Date(Date.now() + 86_400_000), user_agent: "Firefox", ip: "203.0.113.9" })
    .returning();
  await db.insert(schema.refreshTokens).values({ session_id: session!.id, token_hash: "f".repeat(64) });
  await db.insert(schema.loginFailures).values({ email: "admin@example.it", ip: "198.51.100.0" });
  // Views through the statistics table: its trigger keeps the three rollups the Statistiche screen reads.
  await db.insert(schema.statistics).values([first, first, second, third].map((article_id) => ({ article_id: article_id!, user_agent: "Mozilla/5.0" })));
  await db.insert(schema.articleTombstones).values({ canonical_url: "https://demo.example/cancellato", guid: "cancellato" });
  const [provider] = await db
    .insert(schema.aiConfigs)
    .values({ provider: "openai", api_key: "sk-test-\u00e8\\\"'", model_name: "gpt-4o-mini", active: false })
    .returning();
  await db.insert(schema.aiUsageTracking).values({ ai_config_id: provider!.id, date: "2026-11-28", requests_count: 7, last_used_at: new Date() });
  await db.insert(schema.aiTrainingExamples).values({ article_id: first!, origin: "admin", title: "Titolo", text: "Testo con\ttab e\na capo", category: "politica" });
  await db.update(schema.automationSettings).set({ value: { enabled: true, nested: { list: [1, 2.5, "tre"], none: null } } }).where(sql`key = (select min(key) from automation_settings)`);
  await db.insert(schema.contactMessages).values({ name: "Lettrice", email: "lettrice@example.it", subject: "Domanda", message: "Perché «così»?" });
  await db.insert(schema.socialPosts).values({ article_id: second!, platform: "telegram", due_at: new Date(), message: "Nuovo articolo" });
  await db.insert(schema.errorLogs).values({
    error_type: "feed",
    severity: "high",
    error_message: "Feed non raggiungibile",
    source: "sync",
    resolved: true,
    resolved_at: new Date(),
    ai_analysis: { root_cause: "DNS", suggested_solutions: ["riprovare"], prevention_tips: [] },
  });
  await db.insert(schema.systemLogs).values({ log_level: "info", category: "system", source: "test", message: "Avvio", details: { pid: 1, ok: true } });
  await db.insert(schema.systemHealthMetrics).values({ status: "healthy", cpu_usage: 12.345678901234, memory_usage: 40.1, disk_usage: 0.1, database_query_time: 1e-7 });
  await db.insert(schema.jobLocks).values({ name: "feed-sync", holder: "h", expires_at: new Date() }).onConflictDoNothing();
  await db.insert(schema.periodClaims).values({ key: "job:auto-cleanup", claimed_at: new Date() }).onConflictDoNothing();
  // The providers' rotation counter is a sequence of its own: the target must go on from where it stood.
  for (let i = 0; i < 5; i++) await db.execute(sql`select nextval('ai_rotation_turn')`);
}

/** The tables buildDemoSite fills: each must hold rows, so the comparison below covers every kind of data. */
const FILLED = [
  "admin_users", "adsense_config", "ai_configs", "ai_training_examples", "ai_usage_tracking", "article_daily_views", "article_tombstones",
  "article_view_totals", "articles", "auth_sessions", "automation_settings", "contact_messages", "error_logs", "job_locks", "login_failures",
  "period_claims", "refresh_tokens", "rss_feeds", "social_configs", "social_posts", "source_daily_views", "statistics", "system_health_metrics", "system_logs",
];

describe("the order of the copy", () => {
  it("puts every table after the tables it references, and reports a cycle", () => {
    const table = (name: string, references: string[] = []): CatalogTable => ({ name, columns: [], references });
    const order = parentsFirst([table("refresh_tokens", ["auth_sessions"]), table("auth_sessions", ["admin_users"]), table("admin_users"), table("statistics", ["articles"]), table("articles", ["rss_feeds"]), table("rss_feeds")]);
    const position = (name: string) => order.findIndex((t) => t.name === name);
    expect(position("admin_users")).toBeLessThan(position("auth_sessions"));
    expect(position("auth_sessions")).toBeLessThan(position("refresh_tokens"));
    expect(position("rss_feeds")).toBeLessThan(position("articles"));
    expect(position("articles")).toBeLessThan(position("statistics"));
    expect(() => parentsFirst([table("a", ["b"]), table("b", ["a"])])).toThrow(/cycle/);
  });
});

describe("move-to refuses what it cannot do safely", () => {
  it.each([["mysql://root@127.0.0.1/rassegna"], ["rassegna"], [""]])("refuses %j as the target URL before touching anything", async (url) => {
    await expect(moveToCommand.run(url ? [url] : [])).rejects.toThrow(/PostgreSQL URL|one argument/);
  });

  it("names the server it cannot reach, without the password", { timeout: 120_000 }, async () => {
    const source = await openDatabase({});
    try {
      const url = `postgres://rassegna:segreta@127.0.0.1:${await closedPort()}/rassegna`;
      const refusal = moveDatabase({ source, targetUrl: url });
      await expect(refusal).rejects.toThrow(MoveRefusedError);
      await expect(refusal).rejects.toThrow(/Could not connect to postgres:\/\/rassegna:\*\*\*@127\.0\.0\.1/);
      await expect(refusal).rejects.not.toThrow(/segreta/);
    } finally {
      await source.close();
    }
  });

  it("says to stop the server first while another process holds the embedded database", { timeout: 180_000 }, async () => {
    const dataDir = newDataDir();
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
    await handle.close();
    // This test's process stands for the running server: it holds the lock the server takes at start.
    const unlock = lockPgliteDir(path.join(dataDir, "pglite"));
    try {
      const run = await runAdmin(dataDir, ["move-to", "postgres://postgres@127.0.0.1:5432/rassegna"]);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^Stop the server first: The embedded database in .* is in use by another Rassegna process \(pid \d+\)/);
      expect(run.stderr).not.toMatch(/admin command failed|at .*\.ts:\d+/);
    } finally {
      unlock();
    }
    expect(() => lockPgliteDir(path.join(dataDir, "pglite"))()).not.toThrow(DatabaseInUseError);
  });

  it("refuses a data directory that holds no embedded database", async () => {
    const run = await runAdmin(newDataDir(), ["move-to", "postgres://postgres@127.0.0.1:5432/rassegna"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^There is no embedded database in .*pglite .*nothing to move\./);
  });
});

describe.skipIf(!templateUrl)("move-to on PostgreSQL", () => {
  let dataDir: string;
  let target: { url: string; drop(): Promise<void> };
  let moved: { code: number | null; stdout: string; stderr: string };

  beforeAll(async () => {
    dataDir = newDataDir();
    const source = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
    try {
      await migrateAndSeed(source);
      await buildDemoSite(source.db);
    } finally {
      await source.close();
    }
    target = await createEmptyDatabase();
    moved = await runAdmin(dataDir, ["move-to", target.url]);
    // The demo's figure for docs/performance.md, in every PostgreSQL run's log.
    console.log(`move-to, the demo's data: ${moved.stdout.split("\n").find((line) => line.startsWith("Moved ")) ?? moved.stderr}`);
  }, 300_000);
  afterAll(async () => {
    await target?.drop();
  });

  async function withBoth<T>(read: (source: DatabaseHandle, moved: DatabaseHandle) => Promise<T>): Promise<T> {
    const source = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
    const copy = await openDatabase({ databaseUrl: target.url });
    try {
      return await read(source, copy);
    } finally {
      await copy.close();
      await source.close();
    }
  }

  it("moves every table and tells the one line to change", () => {
    expect(moved.stderr).toBe("");
    expect(moved.code).toBe(0);
    expect(moved.stdout).toContain("every table's row count and checksum match");
    expect(moved.stdout).toMatch(/ in \d+\.\d s/);
    expect(moved.stdout).toContain(`\n  DATABASE_URL=${target.url}\n`);
  });

  it("finds every table's rows equal on both ends, and the sequences where they stood", { timeout: 120_000 }, async () => {
    await withBoth(async (source, copy) => {
      const [before, after] = [await tableContents(source.db), await tableContents(copy.db)];
      expect([...after.keys()]).toEqual([...before.keys()]);
      for (const name of FILLED) expect(before.get(name)?.length, name).toBeGreaterThan(0);
      for (const [name, rows] of before) expect(after.get(name), name).toEqual(rows);
      const turn = async (db: Database) => ((await db.execute(sql`select last_value::text as v from ai_rotation_turn`)) as unknown as { rows: Array<{ v: string }> }).rows[0]!.v;
      expect(await turn(copy.db)).toBe(await turn(source.db));
    });
  });

  it("leaves the target as a server expects it: the same listing, every trigger on, every index built", { timeout: 120_000 }, async () => {
    await withBoth(async (source, copy) => {
      const key = Buffer.alloc(32, 7);
      for (const filters of [{}, { category: "tecnologia" }, { search: "terremoto" }]) {
        const [here, there] = [await listPublicArticles(source.db, filters, key), await listPublicArticles(copy.db, filters, key)];
        expect(there, JSON.stringify(filters)).toEqual(here);
      }
      expect((await listPublicArticles(copy.db, {}, key)).articles.length).toBeGreaterThan(10);
      const disabled = (await copy.db.execute(sql`select tgname from pg_trigger where not tgisinternal and tgenabled <> 'O'`)) as unknown as { rows: unknown[] };
      expect(disabled.rows).toEqual([]);
      // A view stored after the move still reaches the totals the statistics screen reads (the trigger is on again).
      const [article] = await copy.db.select({ id: schema.articles.id }).from(schema.articles).limit(1);
      const total = async () => (await copy.db.select().from(schema.articleViewTotals).where(sql`article_id = ${article!.id}`))[0]?.views ?? 0;
      const viewsBefore = await total();
      await copy.db.insert(schema.statistics).values({ article_id: article!.id });
      expect(await total()).toBe(viewsBefore + 1);
      const indexes = async (url: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const { rows } = await client.query<{ d: string }>("select indexdef as d from pg_indexes where schemaname = 'public' order by indexname");
        await client.end();
        return rows.map((row) => row.d);
      };
      expect(await indexes(target.url)).toEqual(await indexes(templateUrl));
    });
  });
});

describe.skipIf(!templateUrl)("move-to refuses a used PostgreSQL database", () => {
  it("refuses a target that already holds rows, and changes nothing there", { timeout: 120_000 }, async () => {
    // A copy of the run's template: migrated and seeded, as after a server's first start on it.
    const used = await createEmptyDatabase(new URL(templateUrl).pathname.slice(1));
    const source = await openDatabase({});
    try {
      const refusal = moveDatabase({ source, targetUrl: used.url });
      await expect(refusal).rejects.toThrow(MoveRefusedError);
      await expect(refusal).rejects.toThrow(/^The target database is not empty: adsense_config, automation_settings, social_configs already hold rows/);
      const client = new pg.Client({ connectionString: used.url });
      await client.connect();
      const { rows } = await client.query<{ n: string }>("select count(*)::text as n from articles");
      await client.end();
      expect(rows[0]!.n).toBe("0");
    } finally {
      await source.close();
      await used.drop();
    }
  });
});
