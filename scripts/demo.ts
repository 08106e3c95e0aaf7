/**
 * `npm run demo`: the whole pipeline offline. Starts a local feed host that
 * serves demo/ with its items dated in the last 48 hours (demo-dates.ts) and
 * the social platforms' stand-in (demo-social.ts), starts Rassegna on a fresh data
 * directory, adds the feeds through the API, syncs them and prints where to look.
 * The saved real feeds of tests/fixtures/feeds are left out: their news is years
 * old, and their links and pictures are on the publishers' sites, out of reach offline.
 */
import fs from "node:fs";
import path from "node:path";
import { ensureBuilt, assertPortFree, logTail, startApp, type DemoApp } from "./demo-app.js";
import { formatSyncTable, getJson, postJson, signIn, waitForHealth, type SyncResult } from "./demo-api.js";
import { startDemoHost, type DemoHost } from "./demo-host.js";
import { configureDemoSocial, startDemoSocial, type DemoSocial } from "./demo-social.js";

const EMAIL = "demo@rassegna.local";
const PASSWORD = "demo-rassegna-2026";
const root = path.resolve(import.meta.dirname, "..");
const demoDir = path.join(root, "demo");
const say = (line = ""): void => void process.stdout.write(`${line}\n`);
/** A path as the user would type it: relative when it is under the current directory. */
const shown = (p: string) => (path.relative(process.cwd(), p).startsWith("..") ? p : `./${path.relative(process.cwd(), p)}`);

interface FeedEntry {
  name: string;
  path: string;
}
const sources = JSON.parse(fs.readFileSync(path.join(demoDir, "sources.json"), "utf8")) as { feeds: FeedEntry[] };

/** DEMO_FEED_PORT may be 0 (any free port); the app needs a real one. */
function portFrom(variable: string, fallback: number, min: number): number {
  const raw = process.env[variable]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < min || port > 65535) throw new Error(`${variable} must be a port number from ${min} to 65535 (got "${raw}").`);
  return port;
}

/** A fresh ./data-demo, or the DEMO_DATA_DIR the user chose (kept as it is). */
function prepareDataDir(): string {
  const chosen = process.env.DEMO_DATA_DIR?.trim();
  const dir = path.resolve(root, chosen || "data-demo");
  if (chosen) {
    say(`Data directory: ${shown(dir)} (DEMO_DATA_DIR, kept as it is)`);
  } else {
    fs.rmSync(dir, { recursive: true, force: true });
    say(`Data directory: ${shown(dir)} (wiped and recreated: every run starts fresh)`);
  }
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Feeds, article links and images are stored with the host's port, so a kept
 * data directory gets the port it used last time when no DEMO_FEED_PORT is set.
 */
async function startFeedHost(dataDir: string, chosen: number): Promise<DemoHost> {
  const portFile = path.join(dataDir, "demo-feed-port");
  const remembered = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, "utf8")) : 0;
  // The items' dates are computed now, once: the newest a few minutes old, the oldest under 48 hours.
  const options = { root: demoDir, now: new Date() };
  let started: DemoHost;
  if (chosen || !remembered) {
    started = await startDemoHost({ ...options, port: chosen });
  } else {
    started = await startDemoHost({ ...options, port: remembered }).catch(async () => {
      say(`Note: port ${remembered}, used by the feeds added in an earlier run, is busy; those feeds will fail to sync.`);
      return startDemoHost(options);
    });
  }
  fs.writeFileSync(portFile, new URL(started.origin).port);
  return started;
}

let app: DemoApp | undefined;
let host: DemoHost | undefined;
let social: DemoSocial | undefined;
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    say("\nStopping the demo...");
    await app?.stop();
    await host?.close();
    await social?.close();
  }
  process.exit(code);
}

/** Adds every feed; returns false when the feeds API is not there yet. */
async function addFeeds(site: string, token: string, feeds: FeedEntry[], feedHost: string): Promise<boolean> {
  say(`\nAdding ${feeds.length} feeds:`);
  // A kept DEMO_DATA_DIR already has them; the API refuses the same URL twice (409) anyway.
  const existing = new Set((await getJson<Array<{ feed_url: string }>>(site, "/api/admin/feeds", token))?.map((f) => f.feed_url));
  for (const feed of feeds) {
    const feedUrl = `${feedHost}${feed.path}`;
    if (existing.has(feedUrl)) {
      say(`  ${feed.name.padEnd(34)} already there`);
      continue;
    }
    // The default maximum age (7 days), as an administrator gets it: the host dates every item in the last 48 hours.
    const answer = await postJson(site, "/api/admin/feeds", { name: feed.name, feed_url: feedUrl, import_limit: 20 }, token);
    if (answer.status === 404) {
      say("  POST /api/admin/feeds answered 404: the feeds API is not in this build yet.");
      say("  Add the feeds by hand in the dashboard (Feed RSS), with these URLs:");
      for (const f of feeds) say(`    ${f.name}: ${feedHost}${f.path}`);
      return false;
    }
    const outcome =
      answer.status === 201 || answer.status === 200 ? "added" : answer.status === 409 ? "already there" : `failed (HTTP ${answer.status}: ${answer.error})`;
    say(`  ${feed.name.padEnd(34)} ${outcome}`);
  }
  return true;
}

/** Runs one sync, waiting while the scheduler's own sync holds the lock. */
async function sync(site: string, token: string): Promise<number> {
  say("\nSyncing the feeds (fetch, parse, scrape the short ones)...");
  for (let attempt = 0; attempt < 30; attempt++) {
    const answer = await postJson<SyncResult>(site, "/api/functions/import-rss-articles", {}, token);
    if (answer.status === 409) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      continue;
    }
    if (!answer.body) {
      say(`  The sync failed (HTTP ${answer.status}): ${answer.error}`);
      return 0;
    }
    say(formatSyncTable(answer.body));
    return answer.body.imported;
  }
  say("  Another sync kept running for a minute; the scheduler will finish it.");
  return 0;
}

/**
 * Enriches every imported article: with no AI key configured the built-in
 * local analyzer ("locale") does it offline. The worker, woken by the sync,
 * drains the queue too; this asks for the rest and waits until all are done.
 */
async function enrich(site: string, token: string, imported: number): Promise<void> {
  say("\nEnriching the articles (summary, category, sentiment, keywords, tags)...");
  const answer = await postJson<{ success: boolean; error: string | null }>(site, "/api/functions/process-article-with-ai", { auto_process: true }, token);
  if (!answer.body) return say(`  AI enrichment failed (HTTP ${answer.status}): ${answer.error}`);
  if (!answer.body.success) return say(`  AI enrichment stopped: ${answer.body.error}`);
  let done = 0;
  for (let waited = 0; waited < 60_000; waited += 500) {
    const usage = await getJson<{ local: { processed_today: number } }>(site, "/api/admin/ai-usage", token);
    done = usage?.local.processed_today ?? 0;
    if (done >= imported) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  say(`  ${done} articles enriched by the local analyzer ("locale") and published.`);
  say("  Add an AI provider under Configurazione AI to have a model do it instead.");
}

async function main(): Promise<void> {
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  const port = portFrom("DEMO_PORT", 3000, 1);
  const feedPort = portFrom("DEMO_FEED_PORT", 0, 0);
  const dataDir = prepareDataDir();

  // Built before the feed host starts, so the newest item is still minutes old when the sync reads it.
  ensureBuilt(root);
  await assertPortFree(port, "DEMO_PORT");
  if (stopping) return; // Ctrl+C during the build: start nothing more.
  host = await startFeedHost(dataDir, feedPort);
  say(`Feed host: ${host.origin} (demo/, its ${sources.feeds.length} feeds dated in the last 48 hours)`);
  social = await startDemoSocial(say);
  app = startApp({ root, port, dataDir, email: EMAIL, password: PASSWORD, env: social.env });
  const site = `http://127.0.0.1:${port}`;
  say(`Starting Rassegna on port ${port} (server log: ${shown(app.logFile)})...`);
  try {
    await waitForHealth(site, () => app!.alive());
  } catch (error) {
    say(`${(error as Error).message}\nLast lines of the server log:\n${logTail(app.logFile)}`);
    return shutdown(1);
  }
  void app.exited.then((code) => {
    if (stopping) return;
    say(`\nThe app stopped unexpectedly (exit code ${code}). Last lines of the server log:\n${logTail(app!.logFile)}`);
    void shutdown(1);
  });

  const token = await signIn(site, EMAIL, PASSWORD);
  say(`Signed in as ${EMAIL}.`);
  await configureDemoSocial(site, token, say);
  if (await addFeeds(site, token, sources.feeds, host.origin)) {
    const imported = await sync(site, token);
    await enrich(site, token, imported);
  }

  const local = `http://localhost:${port}`;
  say("\nRassegna demo is running:");
  say(`  Site:       ${local}/`);
  say(`  Dashboard:  ${local}/dashboard  (sign in at ${local}/login)`);
  say(`  E-mail:     ${EMAIL}`);
  say(`  Password:   ${PASSWORD}`);
  say(`  Feeds:      ${host.origin}/feeds/corriere-valdoria.rss.xml and ${sources.feeds.length - 1} more`);
  say("Ctrl+C to stop.");
}

main().catch(async (error: unknown) => {
  say(`Demo failed: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
});
