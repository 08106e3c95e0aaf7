import { execFileSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { startProbeServer, type ProbeServer } from "./probe-server.js";

let probes: ProbeServer | undefined;
afterEach(async () => {
  await probes?.close();
  probes = undefined;
});

const ready = { check: async () => true };

/** GET on a new connection each time, as kubelet and HAProxy probe. */
async function probe(path: string): Promise<{ status: number; body: unknown; cache: string | null }> {
  const response = await fetch(`http://127.0.0.1:${probes!.port}${path}`, { headers: { connection: "close" } });
  return { status: response.status, body: await response.json(), cache: response.headers.get("cache-control") };
}

/**
 * Blocks this thread for `ms` while another process probes the port: only a
 * thread other than the blocked one can answer it. Answers the statuses seen.
 */
function probeFromOutsideWhileBlocked(paths: string[], blockMs: number): Array<{ path: string; status: number }> {
  const script = `
    const started = Date.now();
    (async () => {
      await new Promise((resolve) => setTimeout(resolve, ${blockMs}));
      const seen = [];
      for (const path of ${JSON.stringify(paths)}) {
        const response = await fetch("http://127.0.0.1:${probes!.port}" + path, { headers: { connection: "close" } });
        seen.push({ path, status: response.status });
      }
      process.stdout.write(JSON.stringify(seen));
    })();
  `;
  // execFileSync holds this thread (the server's main thread) until the child is done.
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { encoding: "utf8", timeout: 30_000 })) as Array<{ path: string; status: number }>;
}

describe("the probe server", () => {
  it("answers /livez, /readyz and /api/health on its own port, saying nothing more, never cached", async () => {
    probes = await startProbeServer({ host: "127.0.0.1", port: 0, readiness: ready, shuttingDown: () => false });
    expect(await probe("/livez")).toEqual({ status: 200, body: { status: "ok" }, cache: "no-store" });
    expect(await probe("/readyz")).toEqual({ status: 200, body: { status: "ready" }, cache: "no-store" });
    const health = await probe("/api/health");
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: "ok", database: "ok", database_ms: expect.any(Number), uptime_s: expect.any(Number) });
    expect((await probe("/api/articles")).status).toBe(404);
  });

  it("answers while the main thread is busy, and says so only once it has been stuck too long", async () => {
    probes = await startProbeServer({ host: "127.0.0.1", port: 0, readiness: ready, shuttingDown: () => false, readyWithinMs: 1_500, liveWithinMs: 60_000 });
    // The main thread is held for 4 s: the probes still answer, and readiness turns 503 once it has not turned for 1.5 s.
    expect(probeFromOutsideWhileBlocked(["/livez", "/readyz", "/api/health"], 4_000)).toEqual([
      { path: "/livez", status: 200 },
      { path: "/readyz", status: 503 },
      { path: "/api/health", status: 503 },
    ]);
    // Turning again, it is ready again at its next heartbeat.
    await expect.poll(async () => (await probe("/readyz")).status, { timeout: 20_000 }).toBe(200);
  });

  it("is not ready while the database does not answer, or once a stop has begun", async () => {
    let database = false;
    let stopping = false;
    probes = await startProbeServer({
      host: "127.0.0.1",
      port: 0,
      readiness: { check: async () => database },
      shuttingDown: () => stopping,
      checkEveryMs: 50,
    });
    expect(await probe("/readyz")).toMatchObject({ status: 503, body: { status: "not_ready" } });
    expect(await probe("/api/health")).toMatchObject({ status: 503, body: { status: "error", database: "unreachable" } });
    expect((await probe("/livez")).status).toBe(200);
    database = true;
    await expect.poll(async () => (await probe("/readyz")).status, { timeout: 20_000 }).toBe(200);
    stopping = true;
    await expect.poll(async () => (await probe("/readyz")).status, { timeout: 20_000 }).toBe(503);
    expect(await probe("/api/health")).toMatchObject({ status: 503, body: { status: "shutting_down" } });
  });

  it("refuses to start on a port already taken, in one line", async () => {
    probes = await startProbeServer({ host: "127.0.0.1", port: 0, readiness: ready, shuttingDown: () => false });
    await expect(startProbeServer({ host: "127.0.0.1", port: probes.port, readiness: ready, shuttingDown: () => false })).rejects.toThrow(
      `The probe server could not listen on 127.0.0.1:${probes.port}`,
    );
  });
});
