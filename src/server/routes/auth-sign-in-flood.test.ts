import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { createTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import type { App } from "../app.js";

const testDb = useTestDatabase();
let server: App;
let base = "";

beforeAll(async () => {
  // Answers well past @fastify/compress's synchronous threshold, so they are compressed on libuv's threads.
  const summary = "Il consiglio comunale ha approvato il bilancio dopo una lunga seduta notturna. ".repeat(8);
  await insertPublished(testDb.db, Array.from({ length: 30 }, (_, i) => ({ title: `Notizia numero ${i}`, content_summary: summary })));
  server = await createTestApp(testDb.db, { trustProxy: ["127.0.0.1"] });
  await server.app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server?.app.close();
});

const PAGES = ["/api/articles", "/rss.xml"];

/** The median time of sequential compressed requests for the pages, alternating brotli and gzip. */
async function compressedPageMedian(rounds: number): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const page of PAGES) {
      const started = performance.now();
      const response = await request(`${base}${page}`, { headers: { "accept-encoding": round % 2 ? "gzip" : "br" } });
      await response.body.arrayBuffer();
      times.push(performance.now() - started);
      expect(response.headers["content-encoding"]).toBe(round % 2 ? "gzip" : "br");
    }
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * Wrong sign-ins from 20 clients at once, each sending its next half a
 * second after its answer (about 40 a second, four times what the password
 * checks can take), each request from a new address (X-Forwarded-For through
 * the trusted proxy) for an unknown account, so every one is a full-cost
 * check against the decoy hash. Paced, so that what is measured is the cost
 * of hashing, not of an HTTP flood of any kind. Runs in a thread of its own,
 * as a flood from the network would not share the server's event loop.
 * Answers how the sign-ins were answered.
 */
function startSignInFlood(url: string): { stop: () => Promise<Record<string, number>> } {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require("node:worker_threads");
    const statuses = {};
    let running = true;
    let n = 0;
    parentPort.on("message", () => { running = false; });
    const client = async () => {
      while (running) {
        n += 1;
        try {
          const response = await fetch(workerData.url, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": "10." + (n >> 16 & 255) + "." + (n >> 8 & 255) + "." + (n & 255) },
            body: JSON.stringify({ email: "nessuno" + n + "@example.it", password: "una-password-sbagliata" }),
          });
          await response.arrayBuffer();
          statuses[response.status] = (statuses[response.status] || 0) + 1;
        } catch { statuses.error = (statuses.error || 0) + 1; }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    Promise.all(Array.from({ length: 20 }, client)).then(() => parentPort.postMessage(statuses));
    `,
    { eval: true, workerData: { url } },
  );
  const done = new Promise<Record<string, number>>((resolve) => worker.once("message", resolve));
  return {
    async stop() {
      worker.postMessage("stop");
      const statuses = await done;
      await worker.terminate();
      return statuses;
    },
  };
}

describe("a flood of wrong sign-ins", () => {
  it("leaves compressed pages within a few times their unloaded time, the excess refused at once with 429", { timeout: 120_000 }, async () => {
    await compressedPageMedian(5);
    const quiet = await compressedPageMedian(25);
    const flood = startSignInFlood(`${base}/api/auth/token?grant_type=password`);
    let loaded: number;
    let statuses: Record<string, number>;
    try {
      // The flood's first password checks are under way before anything is timed.
      await new Promise((resolve) => setTimeout(resolve, 500));
      loaded = await compressedPageMedian(25);
    } finally {
      statuses = await flood.stop();
    }
    // The flood kept the password checks busy (401s), and what they could not take was refused early (429).
    expect(statuses["401"]).toBeGreaterThan(3);
    expect(statuses["429"]).toBeGreaterThan(0);
    expect(statuses.error).toBeUndefined();
    // What this guards against is password hashing on libuv's threads, which made these pages 146x slower
    // (docs/performance.md). The pages take ~2 ms, so a busy CI machine's few milliseconds of noise moved the
    // ratio past 2 once (1.9 -> 4.7 ms); 10x still fails that regression by an order of magnitude.
    expect(loaded / quiet, `compressed pages: ${quiet.toFixed(1)} ms quiet, ${loaded.toFixed(1)} ms during the flood`).toBeLessThan(10);
  });
});
