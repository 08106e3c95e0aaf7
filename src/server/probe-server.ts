import { Worker } from "node:worker_threads";
import type { Readiness } from "../diagnostics/readiness.js";

/** The shared slots, each a BigInt64 written with Atomics by the main thread and read by the probe thread. */
const SLOT = { heartbeat: 0, ready: 1, checkedAt: 2, databaseTenthsMs: 3, shuttingDown: 4 } as const;

// CommonJS source run as the thread's entry (`eval`), so no separate file has to follow the server's bundle.
// It answers from the slots only: it never touches the database or the main thread's objects.
const THREAD_SOURCE = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const { slots, host, port, startedAt, liveWithinMs, readyWithinMs } = workerData;
const state = new BigInt64Array(slots);
const read = (slot) => Number(Atomics.load(state, slot));
const send = (response, status, body) => {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  response.end(JSON.stringify(body));
};
const server = http.createServer((request, response) => {
  const now = Date.now();
  const live = now - read(${SLOT.heartbeat}) <= liveWithinMs;
  const stopping = read(${SLOT.shuttingDown}) === 1;
  // Ready: the main thread turned lately, its last readiness check passed and is recent, and no stop has begun.
  const answered = now - read(${SLOT.heartbeat}) <= readyWithinMs && now - read(${SLOT.checkedAt}) <= readyWithinMs + 2000;
  const ready = !stopping && answered && read(${SLOT.ready}) === 1;
  const path = (request.url || "").split("?")[0];
  if (request.method !== "GET" && request.method !== "HEAD") return send(response, 405, { error: "method_not_allowed", message: "Only GET" });
  if (path === "/livez") return live ? send(response, 200, { status: "ok" }) : send(response, 503, { status: "stalled" });
  if (path === "/readyz") return send(response, ready ? 200 : 503, { status: ready ? "ready" : "not_ready" });
  if (path === "/api/health") {
    if (stopping) return send(response, 503, { status: "shutting_down", database: "unknown" });
    if (!ready) return send(response, 503, { status: "error", database: answered ? "unreachable" : "unknown" });
    return send(response, 200, { status: "ok", database: "ok", database_ms: read(${SLOT.databaseTenthsMs}) / 10, uptime_s: Math.round((now - startedAt) / 1000) });
  }
  send(response, 404, { error: "not_found", message: "Probes only: /livez, /readyz, /api/health" });
});
server.keepAliveTimeout = 5000;
server.on("error", (error) => parentPort.postMessage({ error: error.message }));
server.listen(port, host, () => parentPort.postMessage({ port: server.address().port }));
parentPort.on("message", () => server.close(() => parentPort.postMessage({ closed: true })));
`;

export interface ProbeServerOptions {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  readiness: Readiness;
  /** Whether this process has begun to stop: readiness turns 503 at once. */
  shuttingDown: () => boolean;
  /** /livez answers 503 when the main thread has not turned for this long. */
  liveWithinMs?: number;
  /** /readyz answers 503 when the main thread has not turned, or readiness not been checked, for this long. */
  readyWithinMs?: number;
  /** How often the main thread checks readiness (a `select 1`, shared with /readyz's). */
  checkEveryMs?: number;
}

export interface ProbeServer {
  /** The port it listens on. */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The orchestrator's probes on a port of their own, answered by a thread of
 * their own (docs/security.md, "Staying up"). Node accepts one new connection
 * per turn of its event loop, so under a flood a probe that opens a
 * connection waited behind the flood's for seconds, and a healthy instance
 * would have been restarted. Here the main thread only publishes, twice a
 * second, that it turns and whether the database answers; the thread
 * answers /livez, /readyz and /api/health from that at once.
 */
export async function startProbeServer(options: ProbeServerOptions): Promise<ProbeServer> {
  const slots = new SharedArrayBuffer(8 * Object.keys(SLOT).length);
  const state = new BigInt64Array(slots);
  const store = (slot: number, value: number) => Atomics.store(state, slot, BigInt(Math.round(value)));
  const beat = () => {
    store(SLOT.heartbeat, Date.now());
    store(SLOT.shuttingDown, options.shuttingDown() ? 1 : 0);
  };
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    const started = performance.now();
    try {
      const ready = await options.readiness.check();
      store(SLOT.databaseTenthsMs, (performance.now() - started) * 10);
      store(SLOT.ready, ready ? 1 : 0);
      store(SLOT.checkedAt, Date.now());
    } finally {
      checking = false;
    }
  };
  beat();
  await check();
  const heartbeat = setInterval(beat, 500);
  const checker = setInterval(() => void check(), options.checkEveryMs ?? 2_000);
  heartbeat.unref();
  checker.unref();

  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: {
      slots,
      host: options.host,
      port: options.port,
      startedAt: Date.now() - process.uptime() * 1000,
      liveWithinMs: options.liveWithinMs ?? 30_000,
      readyWithinMs: options.readyWithinMs ?? 5_000,
    },
  });
  const stopTimers = () => {
    clearInterval(heartbeat);
    clearInterval(checker);
  };
  const listening = await new Promise<{ port?: number; error?: string }>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  }).catch((error: unknown): { port?: number; error?: string } => ({ error: String(error) }));
  if (listening.error !== undefined || listening.port === undefined) {
    stopTimers();
    await worker.terminate();
    throw new Error(`The probe server could not listen on ${options.host}:${options.port}: ${listening.error}`);
  }
  worker.unref();
  return {
    port: listening.port,
    async close() {
      stopTimers();
      const closed = new Promise((resolve) => worker.once("message", resolve));
      worker.postMessage("close");
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1_000))]);
      await worker.terminate();
    },
  };
}
