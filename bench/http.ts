/**
 * bench/http: the built server (`npm run build` first), run with the Node
 * flags of `npm start`, in a child process over
 * a fresh embedded database holding 10,000 published articles, loaded by
 * autocannon at 50 connections. Prints requests per second and p50/p99
 * latency for the home, an article, a search (kept and not kept by the page
 * cache) and /api/articles, beside the same server's static-file ceiling
 * measured in the same run; then the median of sequential uncached renders;
 * then the overload runs (bench/overload.ts): 100 connections on random
 * searches that miss every cache, from many addresses and from one, while
 * the probes are polled: /api/health kept-alive on PORT, and /livez, /readyz,
 * /api/health each on a new connection, on PORT and on PROBE_PORT. Goals:
 * cached pages at 50 % of the ceiling or better; an uncached home render of
 * 15 ms median or less; under overload no client timeout, and a p99 under
 * 100 ms for the kept-alive health check and the probes on PROBE_PORT.
 *
 * The server trusts X-Forwarded-For from 127.0.0.1 (TRUST_PROXY): requests that miss
 * the caches carry a random address each, so the per-address budget of
 * uncached reads (120 a minute) does not turn the bench into 429s, except in
 * the one-address run that shows it.
 *
 *   npx tsx bench/http.ts [--articles 10000] [--duration 10] [--connections 50] [--overload-connections 100] [--renders 200] [--rounds 1] [--only api] [--node-flags="..."]
 *
 * --only keeps the ceiling and the scenarios whose name contains the text
 * ("overload" for the overload runs alone). --node-flags replaces the Node
 * flags read from package.json's start script ("" for none).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { desc } from "drizzle-orm";
import { request } from "undici";
import { openDatabase } from "../src/db/client.js";
import { migrateAndSeed } from "../src/db/migrate.js";
import { vacuumAndAnalyze } from "../src/db/vacuum-and-analyze.js";
import { articles } from "../src/db/schema/index.js";
import { CATEGORIES } from "../src/shared/constants.js";
import { overloadRun, randomAddress } from "./overload.js";
import { freePort } from "./free-port.js";

const { values } = parseArgs({
  options: {
    articles: { type: "string", default: "10000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    "overload-connections": { type: "string", default: "100" },
    renders: { type: "string", default: "200" },
    rounds: { type: "string", default: "1" },
    only: { type: "string" },
    "node-flags": { type: "string" },
  },
});
const COUNT = Number(values.articles);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const OVERLOAD_CONNECTIONS = Number(values["overload-connections"]);
const RENDERS = Number(values.renders);
const ROUNDS = Number(values.rounds);
const ROOT = path.resolve(import.meta.dirname, "..");

interface CannonResult {
  requests: { average: number; total: number };
  throughput: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type CannonRequest = { method: string; path: string; headers: Record<string, string> };
/** autocannon ships no types; this is the slice used here. */
const autocannon = createRequire(import.meta.url)("autocannon") as (options: Record<string, unknown>) => Promise<CannonResult>;

/** The flags `npm start` gives Node (package.json: "node <flags> scripts/start.mjs"), so the bench measures that server. */
function startFlags(): string[] {
  const start = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;
  return /^node\s+(.*?)\s*scripts\/start\.mjs$/.exec(start)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
}
const NODE_FLAGS = values["node-flags"] === undefined ? startFlags() : values["node-flags"].split(/\s+/).filter(Boolean);

if (!fs.existsSync(path.join(ROOT, "build", "server", "index.js")) || !fs.existsSync(path.join(ROOT, "build", "node", "main.js"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

interface Labelled {
  title: string;
  source_name: string;
  text: string;
}
const labelled: Labelled[] = ["set-a", "set-b"].flatMap(
  (name) => JSON.parse(fs.readFileSync(path.join(ROOT, "tests", "fixtures", "ai-labelled", `${name}.json`), "utf8")) as Labelled[],
);
const sentences = labelled.flatMap((item) => item.text.split(/(?<=[.!?])\s+/));
const pick = <T>(list: readonly T[], seed: number): T => list[Math.abs(seed) % list.length]!;
const words = (text: string) => text.toLocaleLowerCase("it").match(/\p{L}{6,}/gu) ?? [];

/** A published Italian article with an image and keywords (the article page shows related ones), one minute older per index. */
function row(i: number) {
  const base = pick(labelled, i * 7919);
  const summary = `${pick(sentences, i * 31)} ${pick(sentences, i * 37 + 1)}`;
  return {
    title: `${base.title} (${i})`,
    content_summary: summary,
    content_original: Array.from({ length: 5 }, (_, k) => pick(sentences, i * 13 + k * 101)).join(" "),
    image_url: `https://bench.example.it/immagini/${i}.jpg`,
    source_name: base.source_name,
    source_url: `https://bench.example.it/${i}`,
    canonical_url: `https://bench.example.it/${i}`,
    category: pick(CATEGORIES, i),
    sentiment: pick(["positivo", "neutrale", "negativo"], i),
    keywords: [...new Set(words(`${base.title} ${summary}`))].slice(0, 5),
    ai_processed: true,
    processing_status: "completed",
    processed_by_ai_provider: "locale",
    published_at: new Date(Date.now() - i * 60_000),
  };
}

/** Fills a fresh data directory and answers a few article ids, newest first. */
async function prepareData(dataDir: string): Promise<string[]> {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
  await migrateAndSeed(handle);
  for (let i = 0; i < COUNT; i += 1_000) {
    await handle.db.insert(articles).values(Array.from({ length: Math.min(1_000, COUNT - i) }, (_, k) => row(i + k)));
  }
  await vacuumAndAnalyze(handle.db);
  const ids = await handle.db.select({ id: articles.id }).from(articles).orderBy(desc(articles.published_at)).limit(5);
  await handle.close();
  return ids.map((item) => item.id);
}


async function waitForHealth(base: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await request(`${base}/api/health`);
      await response.body.dump();
      if (response.statusCode === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not become healthy in 60 s");
}

/** What a browser sends that matters here: compressed pages are what the cache keeps. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html,application/json" };

/** A request from a visitor of its own: past the page cache, each address has a budget of its own. */
const anyone = () => ({ "x-forwarded-for": randomAddress() });

async function load(base: string, url: string, vary?: (n: number) => string): Promise<CannonResult> {
  let n = 0;
  const setupRequest = (req: CannonRequest) => ({ ...req, path: vary!(n++), headers: { ...req.headers, ...anyone() } });
  const requests = vary ? [{ method: "GET", path: url, setupRequest }] : undefined;
  return autocannon({ url: `${base}${url}`, connections: CONNECTIONS, duration: DURATION, headers: BROWSER_HEADERS, requests });
}

/** The CPU time the server process has used so far, in ms (Linux /proc; undefined elsewhere). */
function serverCpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime, fields 14 and 15 of stat, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Sequential uncached renders (each URL differs, so the page cache never
 * answers): the median wall time, and the server's CPU time per render,
 * which other processes on a busy machine disturb much less.
 */
async function renderTimes(base: string, pid: number | undefined, url: (i: number) => string): Promise<string> {
  const times: number[] = [];
  const cpuBefore = serverCpuMs(pid);
  for (let i = 0; i < RENDERS; i++) {
    const started = performance.now();
    const response = await request(`${base}${url(i)}`, { headers: anyone() });
    await response.body.arrayBuffer();
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url(i)} answered ${response.statusCode}`);
  }
  const cpuAfter = serverCpuMs(pid);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? "" : `, server CPU ${((cpuAfter - cpuBefore) / RENDERS).toFixed(1)} ms`;
  return `median ${median.toFixed(1)} ms${cpu}`;
}

/** Waits until the server answers promptly again: a slow scenario's requests still in flight must not weigh on the next. */
async function settle(base: string): Promise<void> {
  let prompt = 0;
  for (let attempt = 0; attempt < 600 && prompt < 5; attempt++) {
    const started = performance.now();
    await (await request(`${base}/api/health`)).body.dump();
    prompt = performance.now() - started < 20 ? prompt + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The x-cache header of a second request in a row for `url`. */
async function xCache(base: string, url: string): Promise<string> {
  let answer = "-";
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await request(`${base}${url}`, { headers: { ...BROWSER_HEADERS, ...anyone() } });
    await response.body.dump();
    answer = String(response.headers["x-cache"] ?? "-");
  }
  return answer;
}

const QUERIES = ["elezioni", "governo", "citta", "sciopero treni", "inflazione", "ospedale", "museo", "Serie A"];
/** Words of the labelled articles: two at random make a search that no cache has seen in the last seconds. */
const VOCABULARY = [...new Set(labelled.flatMap((item) => words(`${item.title} ${item.text}`)))];
const randomSearch = () => `/?search=${encodeURIComponent(`${VOCABULARY[Math.floor(Math.random() * VOCABULARY.length)]} ${VOCABULARY[Math.floor(Math.random() * VOCABULARY.length)]}`)}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-bench-http-"));
const loadStarted = performance.now();
const ids = await prepareData(dataDir);
console.log(`${COUNT} published articles stored in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const probePort = await freePort();
console.log(`server: node ${[...NODE_FLAGS, "build/node/main.js"].join(" ")}`);
const server = spawn(process.execPath, [...NODE_FLAGS, "build/node/main.js"], {
  cwd: ROOT,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    // eslint-disable-next-line no-restricted-syntax -- the server under test reads its configuration from the environment it inherits
    ...process.env,
    NODE_ENV: "production",
    ROLE: "web",
    PORT: String(port),
    PROBE_PORT: String(probePort),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    TRUST_PROXY: "127.0.0.1",
    LOG_LEVEL: "error",
    ADMIN_EMAIL: "bench@rassegna.test",
    ADMIN_PASSWORD: "bench-password-molto-lunga",
  },
});
try {
  await waitForHealth(base);
  const article = `/articolo/${ids[0]}`;
  const html = await (await request(`${base}/`)).body.text();
  const asset = /\/assets\/chunk-[^"]+\.js/.exec(html)?.[0] ?? /\/assets\/[^"]+\.js/.exec(html)![0];
  // JIT and database warm-up: every route and query renders a few times before anything is timed.
  for (let i = 0; i < 30; i++) {
    for (const url of ["/", article, `/?search=${encodeURIComponent(pick(QUERIES, i))}&r=${i}`, "/api/articles", `/?r=${i}`]) {
      await (await request(`${base}${url}`, { headers: anyone() })).body.dump();
    }
  }
  console.log(`x-cache on a repeated request: / ${await xCache(base, "/")}, article ${await xCache(base, article)}`);

  const scenarios: Array<[string, string, ((n: number) => string)?]> = [
    ["static file (ceiling)", "/favicon.svg"],
    ["/ (cached)", "/"],
    ["/articolo/{id} (cached)", article],
    ["/?search= (cached)", "/?search=elezioni"],
    ["/api/articles", "/api/articles"],
    ["hashed JS asset (precompressed)", asset],
    // Last: its slow requests may outlive the run.
    ["/?search= (uncached)", "/?search=elezioni", (n) => `/?search=${encodeURIComponent(pick(QUERIES, n))}&r=${n}`],
  ];
  // autocannon's own warm-up, and the server's under concurrency, before the ceiling is taken.
  await autocannon({ url: `${base}/favicon.svg`, connections: CONNECTIONS, duration: 2 });
  await autocannon({ url: `${base}/`, connections: CONNECTIONS, duration: 2, headers: BROWSER_HEADERS });
  for (let round = 1; round <= ROUNDS && values.only !== "overload"; round++) {
    await settle(base);
    const loadAverage = os.loadavg()[0]!.toFixed(1);
    console.log(`\nround ${round}: ${CONNECTIONS} connections, ${DURATION} s each, Accept-Encoding: br (machine load average ${loadAverage} on ${os.availableParallelism()} cores)`);
    let ceiling = 0;
    const cachedShares: number[] = [];
    for (const [name, url, vary] of scenarios) {
      if (values.only && ceiling > 0 && !name.includes(values.only)) continue;
      await settle(base);
      const result = await load(base, url, vary);
      if (ceiling === 0) ceiling = result.requests.average;
      const share = (100 * result.requests.average) / ceiling;
      if (name.endsWith("(cached)")) cachedShares.push(share);
      const ratio = `${share.toFixed(0)} %`;
      const size = result.requests.average > 0 ? `${(result.throughput.average / result.requests.average / 1024).toFixed(1)} KB` : "-";
      const failures = result.non2xx + result.errors + result.timeouts;
      // Slow pages under 50 concurrent requests progress together and may all finish after the run.
      const few = result.requests.total < CONNECTIONS ? `only ${result.requests.total} answered in ${DURATION} s` : "";
      const notes = [failures ? `${failures} failed` : "", few].filter(Boolean);
      console.log(
        `  ${name.padEnd(42)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(5)} ms  ${ratio.padStart(5)} of ceiling  ${size.padStart(8)} each${notes.length ? `  (${notes.join(", ")})` : ""}`,
      );
    }
    if (cachedShares.length > 0) {
      const worst = Math.min(...cachedShares);
      console.log(`  cached pages, lowest share of the ceiling: ${worst.toFixed(0)} % (goal ≥ 50 %: ${worst >= 50 ? "met" : "NOT met"})`);
    }
    console.log(`  uncached renders, ${RENDERS} sequential (goal for the home: median ≤ 15 ms):`);
    const renders: Array<[string, (i: number) => string]> = [
      ["home", (i) => `/?r=${round}-${i}`],
      ["article", (i) => `/articolo/${pick(ids, i)}?r=${round}-${i}`],
      ["search", (i) => `/?search=${encodeURIComponent(pick(QUERIES, i))}&r=${round}-${i}`],
    ];
    for (const [name, url] of renders) {
      await settle(base);
      console.log(`    ${name.padEnd(8)} ${await renderTimes(base, server.pid, url)}`);
    }
  }
  if (!values.only || "overload".includes(values.only)) {
    console.log(`\noverload: ${OVERLOAD_CONNECTIONS} connections, ${DURATION} s each, random searches that miss every cache (machine load average ${os.loadavg()[0]!.toFixed(1)})`);
    const overload = { connections: OVERLOAD_CONNECTIONS, duration: DURATION, headers: BROWSER_HEADERS, probeBase: `http://127.0.0.1:${probePort}` };
    await settle(base);
    await overloadRun(base, "/?search=<random words>, a random address per request", { ...overload, path: randomSearch, manyAddresses: true });
    await settle(base);
    await overloadRun(base, "/api/articles?search=<random words>, a random address per request", { ...overload, path: () => `/api/articles${randomSearch().slice(1)}`, manyAddresses: true });
    await settle(base);
    await overloadRun(base, "/?search=<random words>, all from one address", { ...overload, path: randomSearch, manyAddresses: false });
  }
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
