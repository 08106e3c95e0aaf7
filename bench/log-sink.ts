/**
 * bench/log-sink: what the system log sink (src/platform/log-sink) costs the code
 * that logs, on a file-backed embedded database (the slowest case: its
 * inserts run on this process's event loop). Two measures, each against the
 * same thing without the sink, in the same run, rounds alternating:
 *
 * 1. the log call: nanoseconds per `logger.info`, for lines with a category
 *    (buffered for system_logs) and without (console only), then what the
 *    batched inserts cost per line, off the call;
 * 2. HTTP: requests per second (autocannon, in process) on /api/health,
 *    which logs nothing with a category (what nearly every request is), and
 *    on a route that logs one categorized line per request, the worst case:
 *    every request adds a row, and the sink writes at most 500 a second.
 *
 * Goal: lines without a category cost the same with the sink; requests per
 * second within 5 % of the run without the sink in both scenarios.
 *
 *   npx tsx bench/log-sink.ts [--calls 100000] [--duration 5] [--connections 20] [--rounds 5] [--postgres URL]
 *
 * With --postgres the rows go to that database (its system_logs grows by the
 * bench's lines: use a scratch database).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { count } from "drizzle-orm";
import type { Logger } from "pino";
import { createAiFetch } from "../src/ai/ai-fetch.js";
import { loadConfig } from "../src/platform/config.js";
import { openDatabase } from "../src/db/client.js";
import { migrateAndSeed } from "../src/db/migrate.js";
import { systemLogs } from "../src/db/schema/index.js";
import { createFetcher } from "../src/feeds/fetch/fetcher.js";
import { createLogger } from "../src/platform/log.js";
import { SystemLogSink } from "../src/platform/log-sink/system-log-sink.js";
import { buildApp } from "../src/server/app.js";
import { freePort } from "./free-port.js";

const { values } = parseArgs({
  options: {
    calls: { type: "string", default: "100000" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "20" },
    rounds: { type: "string", default: "5" },
    postgres: { type: "string" },
  },
});
const CALLS = Number(values.calls);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const ROUNDS = Number(values.rounds);

type CannonResult = { requests: { average: number }; non2xx: number; errors: number };
const autocannon = createRequire(import.meta.url)("autocannon") as (options: Record<string, unknown>) => Promise<CannonResult>;

const dataDir = values.postgres ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-bench-log-sink-"));
const handle = await openDatabase({ databaseUrl: values.postgres, pgliteDir: dataDir });
await migrateAndSeed(handle);
const { db } = handle;
// The console as in production, minus the terminal: JSON lines into a file that keeps nothing.
const devNull = fs.createWriteStream("/dev/null") as unknown as NodeJS.WriteStream;
const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const storedLines = async () => (await db.select({ n: count() }).from(systemLogs))[0]!.n;

function loggers(): { plain: Logger; withSink: Logger; sink: SystemLogSink } {
  const sink = new SystemLogSink({ maxBuffered: CALLS * 2 });
  sink.attach(db, () => undefined);
  return { plain: createLogger("info", devNull), withSink: createLogger("info", devNull, sink), sink };
}

/** Nanoseconds per call of `log`, over CALLS calls. */
function perCall(log: (n: number) => void): number {
  const started = process.hrtime.bigint();
  for (let n = 0; n < CALLS; n++) log(n);
  return Number(process.hrtime.bigint() - started) / CALLS;
}

console.log(`bench/log-sink: ${CALLS} calls per measure, ${ROUNDS} rounds, ${dataDir ? `PGlite in ${dataDir}` : "PostgreSQL"}`);
const calls = { plain: [] as number[], categorized: [] as number[], uncategorized: [] as number[], insert: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  const { plain, withSink, sink } = loggers();
  calls.plain.push(perCall((n) => plain.info({ category: "user", n }, "evento di prova")));
  calls.uncategorized.push(perCall((n) => withSink.info({ n }, "evento di prova")));
  calls.categorized.push(perCall((n) => withSink.info({ category: "user", n }, "evento di prova")));
  const before = await storedLines();
  const started = performance.now();
  await sink.flush({ unlimited: true });
  const inserted = (await storedLines()) - before;
  calls.insert.push(((performance.now() - started) * 1e6) / Math.max(1, inserted));
  await sink.close();
}
const ns = (value: number) => `${Math.round(value)} ns`;
console.log(`log call, console only:               ${ns(median(calls.plain))}`);
console.log(`log call with the sink, no category:  ${ns(median(calls.uncategorized))}  (x${(median(calls.uncategorized) / median(calls.plain)).toFixed(2)})`);
console.log(`log call with the sink, category:     ${ns(median(calls.categorized))}  (x${(median(calls.categorized) / median(calls.plain)).toFixed(2)})`);
console.log(`batched insert, per line, off the call: ${ns(median(calls.insert))}`);

async function requestsPerSecond(withSink: boolean, url: string): Promise<number> {
  const sink = new SystemLogSink();
  const logger = withSink ? createLogger("info", devNull, sink) : createLogger("info", devNull);
  if (withSink) sink.attach(db, () => undefined);
  const config = { ...loadConfig({ LOG_LEVEL: "info" }), trustProxy: [] };
  const fetcher = createFetcher({ userAgent: "bench", allowPrivateNetwork: true });
  const { app } = await buildApp({ config, db, secret: new Uint8Array(32), fetcher, aiFetch: createAiFetch({ allowPrivateNetwork: true }) }, { logger, web: false });
  app.get("/bench/log", { config: { public: true } }, async (request) => {
    request.log.info({ category: "user", source: "bench" }, "richiesta servita");
    return { ok: true };
  });
  const port = await freePort();
  await app.listen({ port, host: "127.0.0.1" });
  const result = await autocannon({ url: `http://127.0.0.1:${port}${url}`, connections: CONNECTIONS, duration: DURATION });
  await app.close();
  await fetcher.close();
  await sink.close();
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

const scenarios = [
  { name: "/api/health (a database round trip, no categorized line)", url: "/api/health" },
  { name: "/bench/log (one categorized line per request, the worst case)", url: "/bench/log" },
];
console.log(`HTTP, ${CONNECTIONS} connections, ${DURATION} s a run, median of ${ROUNDS}:`);
for (const scenario of scenarios) {
  const rps = { plain: [] as number[], sink: [] as number[] };
  // ABBA order, so a machine getting busier or quieter during the run weighs on both alike.
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [false, true] : [true, false];
    for (const withSink of order) (withSink ? rps.sink : rps.plain).push(await requestsPerSecond(withSink, scenario.url));
  }
  console.log(`  ${scenario.name}`);
  console.log(`    samples without: ${rps.plain.map(Math.round).join(", ")}; with: ${rps.sink.map(Math.round).join(", ")}`);
  console.log(`    without the sink ${Math.round(median(rps.plain))} requests/s, with it ${Math.round(median(rps.sink))} (ratio ${(median(rps.sink) / median(rps.plain)).toFixed(3)})`);
}

await handle.close();
if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
