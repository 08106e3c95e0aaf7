/**
 * The overload runs of bench/http: many connections on requests that miss
 * every cache (random searches), while a separate thread polls /api/health
 * one request at a time. Prints client timeouts (goal 0), the status counts
 * (200 served, 429 over an address's budget, 503 shed), throughput, and the
 * health check's p50/p99 (goal p99 < 100 ms).
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

interface OverloadResult {
  requests: { average: number; total: number };
  timeouts: number;
  errors: number;
  statusCodeStats: Record<string, { count: number }>;
}
type CannonRequest = { method: string; path: string; headers: Record<string, string> };
const autocannon = createRequire(import.meta.url)("autocannon") as (options: Record<string, unknown>) => Promise<OverloadResult>;

/** A random address in 10.0.0.0/8: with TRUST_PROXY=127.0.0.1 each request then counts as a visitor of its own. */
export function randomAddress(): string {
  return `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}

/**
 * Polls the health route in a thread of its own, so that the load generator
 * sharing this process does not delay the poller's clock. Sequential, one
 * every 20 ms over one kept-alive connection (opened before the load starts,
 * as a load balancer's would be); a poll that takes over 10 s counts as failed.
 */
async function startHealthPoller(url: string, fresh: boolean): Promise<{ stop: () => Promise<{ times: number[]; failed: number }> }> {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require("node:worker_threads");
    const times = [];
    let failed = 0;
    let running = true;
    parentPort.on("message", () => { running = false; });
    (async () => {
      const http = require("node:http");
      // A new TCP connection for each probe, as kubelet and HAProxy open them; else one kept-alive connection.
      const fresh = () => new Promise((resolve, reject) => {
        const request = http.get(workerData.url, { agent: false, timeout: 10000 }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode));
        });
        request.on("timeout", () => request.destroy(new Error("timeout")));
        request.on("error", reject);
      });
      const kept = async () => {
        const response = await fetch(workerData.url, { signal: AbortSignal.timeout(10000) });
        await response.arrayBuffer();
        return response.status;
      };
      const probe = workerData.fresh ? fresh : kept;
      await probe();
      parentPort.postMessage("ready");
      while (running) {
        const started = performance.now();
        try {
          const status = await probe();
          if (status === 200) times.push(performance.now() - started); else failed++;
        } catch { failed++; }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      parentPort.postMessage({ times, failed });
    })();
    `,
    { eval: true, workerData: { url, fresh } },
  );
  await new Promise((resolve) => worker.once("message", resolve));
  const result = new Promise<{ times: number[]; failed: number }>((resolve) => worker.once("message", resolve));
  return {
    async stop() {
      worker.postMessage("stop");
      const polled = await result;
      await worker.terminate();
      return polled;
    },
  };
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/** The probes polled during each run: a load balancer's kept-alive health check on PORT, and orchestrators' probes that open a connection each time, on PORT and on PROBE_PORT. */
const PROBES = [
  { name: "/api/health on PORT, kept-alive", path: "/api/health", fresh: false, own: false },
  { name: "/api/health on PORT, a new connection each", path: "/api/health", fresh: true, own: false },
  { name: "/livez on PORT, a new connection each", path: "/livez", fresh: true, own: false },
  { name: "/livez on PROBE_PORT, a new connection each", path: "/livez", fresh: true, own: true },
  { name: "/readyz on PROBE_PORT, a new connection each", path: "/readyz", fresh: true, own: true },
  { name: "/api/health on PROBE_PORT, a new connection each", path: "/api/health", fresh: true, own: true },
];

/** One overload run: `connections` clients for `duration` s on `path(n)`, from many addresses or from one. */
export async function overloadRun(
  base: string,
  name: string,
  options: { connections: number; duration: number; path: (n: number) => string; manyAddresses: boolean; headers: Record<string, string>; probeBase: string },
): Promise<void> {
  let n = 0;
  const setupRequest = (request: CannonRequest) => ({
    ...request,
    path: options.path(n++),
    headers: options.manyAddresses ? { ...request.headers, "x-forwarded-for": randomAddress() } : request.headers,
  });
  const pollers = await Promise.all(PROBES.map((probe) => startHealthPoller(`${probe.own ? options.probeBase : base}${probe.path}`, probe.fresh)));
  const result = await autocannon({
    url: `${base}${options.path(0)}`,
    connections: options.connections,
    duration: options.duration,
    headers: options.headers,
    requests: [{ method: "GET", path: options.path(0), setupRequest }],
  });
  const polled = await Promise.all(pollers.map((poller) => poller.stop()));
  const statuses = Object.entries(result.statusCodeStats)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(", ");
  const served = result.statusCodeStats["200"]?.count ?? 0;
  console.log(`  ${name}`);
  console.log(
    `    ${result.requests.average.toFixed(0)} req/s answered (${(served / options.duration).toFixed(0)}/s served with 200); statuses ${statuses || "none"}; client timeouts ${result.timeouts}, errors ${result.errors}`,
  );
  PROBES.forEach((probe, i) => {
    const { times, failed } = polled[i]!;
    const sorted = times.sort((a, b) => a - b);
    const p99 = percentile(sorted, 0.99);
    console.log(
      `    ${probe.name} while loaded: ${sorted.length} polls, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms, failed ${failed} (goal p99 < 100 ms: ${p99 < 100 && failed === 0 ? "met" : "NOT met"})`,
    );
  });
}
