import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rss } from "../../tests/helpers/feed-builder.js";
import { startFeedHost, type FeedHost } from "../../tests/servers/feed-host.js";
import { AppError } from "../platform/errors.js";
import { createFetcher, type Fetcher } from "./fetch/fetcher.js";
import { liveThreads, stopFeedPool } from "./pool/feed-pool.js";
import { testFeed } from "./test-feed.js";

/** Enough items that parsing takes the worker a second or more, and the body stays under the fetcher's 10 MB cap. */
const BIG = 30_000;
// Encoded once: the feed host, which runs in this thread too, then only copies bytes out.
const bigFeed = new TextEncoder().encode(
  rss("Archivio completo", Array.from({ length: BIG }, (_, i) => ({ title: `Notizia ${i + 1}`, link: `https://example.it/n/${i + 1}`, text: "Breve." }))),
);

let host: FeedHost;
let fetcher: Fetcher;

beforeEach(async () => {
  host = await startFeedHost();
  host.route("/grande.xml", { body: bigFeed });
  host.route("/ping", { body: "pong" });
  fetcher = createFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: true });
  // A fresh pool, so that a thread appearing means this test's feed was handed to a worker.
  await stopFeedPool();
});
afterEach(async () => {
  await fetcher.close();
  await host.close();
});
afterAll(() => stopFeedPool());

/** Resolves once the feed is in a worker's hands (the pool starts its first thread for it). */
const handedToWorker = () => vi.waitFor(() => expect(liveThreads()).toBeGreaterThan(0), { timeout: 25_000, interval: 1 });

describe("testFeed", () => {
  it("reads a feed of 30,000 items while this thread goes on answering requests", async () => {
    expect(bigFeed.length).toBeGreaterThan(5_000_000);
    let last = performance.now();
    let longestStall = 0;
    const heartbeat = setInterval(() => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - last);
      last = now;
    }, 5);
    try {
      const started = performance.now();
      let settled = false;
      const testing = testFeed(fetcher, host.url("/grande.xml")).finally(() => (settled = true));
      // Should an assertion below fail first, the next test's stopped pool must not surface as an unhandled rejection.
      testing.catch(() => undefined);
      await handedToWorker();
      // The same thread serves the feed host and asks it: a parse here would hold this answer back until it ended.
      const ping = await fetcher.fetch(host.url("/ping"));
      expect(!ping.notModified && Buffer.from(ping.body).toString()).toBe("pong");
      expect(settled).toBe(false);

      expect(await testing).toEqual({
        title: "Archivio completo",
        item_count: BIG,
        items: ["Notizia 1", "Notizia 2", "Notizia 3", "Notizia 4", "Notizia 5"],
        newest_at: null,
      });
      const took = performance.now() - started;
      longestStall = Math.max(longestStall, performance.now() - last);
      // In this thread the parse is one stall as long as the whole test; in the worker, no stall comes near it.
      expect(longestStall).toBeLessThan(took / 4);
    } finally {
      clearInterval(heartbeat);
    }
  });

  it("answers 422 parse_error naming the stopped worker when the parser's worker dies, and reads the next feed", async () => {
    const testing = testFeed(fetcher, host.url("/grande.xml")).catch((thrown: unknown) => thrown);
    await handedToWorker();
    await stopFeedPool();
    const error = await testing;
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, code: "parse_error", message: expect.stringContaining("worker stopped before it finished") });

    host.route("/piccolo.xml", { body: rss("Piccolo", [{ title: "Unica", link: host.url("/1") }]) });
    expect(await testFeed(fetcher, host.url("/piccolo.xml"))).toEqual({ title: "Piccolo", item_count: 1, items: ["Unica"], newest_at: null });
  });

  it("ends with the stop's reason, not a feed failure, when the process stops mid-parse", async () => {
    const stop = new AbortController();
    const testing = testFeed(fetcher, host.url("/grande.xml"), stop.signal).catch((thrown: unknown) => thrown);
    await handedToWorker();
    stop.abort(new Error("shutting down"));
    const error = await testing;
    expect(error).not.toBeInstanceOf(AppError);
    expect(error).toMatchObject({ message: "shutting down" });
  });
});
