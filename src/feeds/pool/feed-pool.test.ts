import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { articlePage, prose, rss } from "../../../tests/helpers/feed-builder.js";
import { decodeDocument } from "../charset.js";
import { extractArticle } from "../extract/extract-article.js";
import { parseFetchedFeed } from "../parse-fetched-feed.js";
import { FeedError, type FetchedDocument } from "../types.js";
import { withFacts } from "./item-facts.js";
import { extractPageInPool, liveThreads, parseFeedInPool, stopFeedPool, testFeedInPool, usesWorkerThreads, workerEntry } from "./feed-pool.js";

const NOW = new Date(Date.UTC(2026, 10, 27, 8));
const fetched = (body: string, contentType: string, url = "https://example.it/feed.xml"): FetchedDocument => ({
  notModified: false,
  url,
  status: 200,
  body: new TextEncoder().encode(body),
  contentType,
  validators: {},
});
const feedOf = (count: number) =>
  fetched(
    rss(
      "Fonte",
      Array.from({ length: count }, (_, i) => ({
        title: `Notizia ${i}`,
        link: `https://example.it/notizie/${i}`,
        pubDate: new Date(Date.UTC(2026, 10, 20, 0, i)),
        text: prose(60, i),
      })),
    ),
    "application/rss+xml",
  );

afterAll(() => stopFeedPool());

describe("the sync's worker pool", () => {
  it("parses a feed in a worker thread into what the main thread would have read, dates included", async () => {
    expect(usesWorkerThreads()).toBe(true);
    const document = feedOf(5);
    const parsed = await parseFeedInPool(document, NOW);
    expect(liveThreads()).toBeGreaterThan(0);
    expect(parsed).toEqual(withFacts(parseFetchedFeed(document, NOW)));
    expect(parsed.items[0]!.publishedAt).toBeInstanceOf(Date);
    expect(parsed.items[0]!.facts).toEqual({ link: "https://example.it/notizie/0", canonicalUrl: "https://example.it/notizie/0", words: 60 });
  });

  it("fails a page that is no feed with the same FeedError, reason and message as in the main thread", async () => {
    const page = fetched("<!doctype html><html><body><p>Benvenuti</p></body></html>", "text/html");
    const inThread = (() => {
      try {
        parseFetchedFeed(page, NOW);
      } catch (error) {
        return error as FeedError;
      }
    })();
    expect(inThread).toBeInstanceOf(FeedError);
    const error = await parseFeedInPool(page, NOW).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(FeedError);
    expect(error).toMatchObject({ reason: inThread!.reason, message: inThread!.message });
  });

  it("answers the feed test with only the title, the item count, the first five titles and the newest date, as the main thread's parse reads them", async () => {
    const document = feedOf(12);
    const inThread = parseFetchedFeed(document);
    expect(await testFeedInPool(document)).toEqual({
      title: inThread.title,
      item_count: 12,
      items: inThread.items.slice(0, 5).map((item) => item.title),
      newest_at: new Date(Date.UTC(2026, 10, 20, 0, 11)).toISOString(),
    });
  });

  it("fails the feed test of a page that is no feed with the FeedError the main thread would throw", async () => {
    const page = fetched("<!doctype html><html><body><p>Benvenuti</p></body></html>", "text/html");
    const error = await testFeedInPool(page).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(FeedError);
    expect(error).toMatchObject({ reason: "not_a_feed" });
  });

  it("fails a feed whose parse runs past the task's time limit with a parse_error that names the limit", async () => {
    // The 60 s limit, cut to 1 ms: far less than any worker needs for 2,000 items.
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const shortened = vi.spyOn(AbortSignal, "timeout").mockImplementation(() => timeout(1));
    try {
      const error = await testFeedInPool(feedOf(2000)).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(FeedError);
      expect(error).toMatchObject({ reason: "parse_error", message: "The feed parser's worker stopped before it finished (it ran past the 60 s limit)" });
    } finally {
      shortened.mockRestore();
    }
    expect((await testFeedInPool(feedOf(3))).item_count).toBe(3);
  });

  it("extracts an article page in a worker thread as the main thread would", async () => {
    const page = fetched(articlePage("Il titolo", [prose(120, 1), prose(110, 2)], "/img/a.jpg"), "text/html; charset=utf-8", "https://example.it/p/1");
    const expected = extractArticle(decodeDocument(page.body, page.contentType, "html"), page.url);
    expect(expected?.wordCount).toBeGreaterThan(150);
    expect(await extractPageInPool(page)).toEqual(expected);
  });

  it("fails only the feed whose worker dies, with a parse error that says so, and parses the next one", async () => {
    const parsing = parseFeedInPool(feedOf(2000), NOW).catch((thrown: unknown) => thrown);
    await stopFeedPool();
    const error = await parsing;
    expect(error).toBeInstanceOf(FeedError);
    expect(error).toMatchObject({ reason: "parse_error", message: expect.stringContaining("worker stopped") });
    expect((await parseFeedInPool(feedOf(3), NOW)).items).toHaveLength(3);
  });

  it("stops the stopping sync's task with the stop's reason, not a feed failure", async () => {
    const stop = new AbortController();
    const parsing = parseFeedInPool(feedOf(2000), NOW, stop.signal).catch((thrown: unknown) => thrown);
    stop.abort(new Error("shutting down"));
    expect(await parsing).toMatchObject({ message: "shutting down" });
  });

  it("ends its threads once idle, so an idle server holds none", async () => {
    await parseFeedInPool(feedOf(1), NOW);
    expect(liveThreads()).toBeGreaterThan(0);
    await vi.waitFor(() => expect(liveThreads()).toBe(0), { timeout: 30_000, interval: 250 });
  });
});

describe("the worker's entry", () => {
  it("is the bundle's feed-worker.js beside a built chunk, and none in a bundle without it (tasks then run in-thread)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-pool-"));
    try {
      const chunk = pathToFileURL(path.join(dir, "sync-feed-ABC123.js")).href;
      expect(workerEntry(chunk)).toBeNull();
      fs.writeFileSync(path.join(dir, "feed-worker.js"), "export default () => null;\n");
      expect(workerEntry(chunk)).toBe(pathToFileURL(path.join(dir, "feed-worker.js")).href);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is worker-dev.mjs, which registers tsx, when the code runs from its TypeScript source", () => {
    expect(workerEntry()).toMatch(/\/src\/feeds\/pool\/worker-dev\.mjs$/);
  });
});
