import fs from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Tinypool } from "tinypool";
import type { FeedTestResult } from "../../shared/feeds.js";
import type { ListingSelectors } from "../../shared/listing-selectors.js";
import type { ListingTestResult } from "../../shared/listing-sources.js";
import { FeedError, type ExtractedArticle, type FetchedDocument } from "../types.js";
import type { FeedTask, FeedTaskResults, TaskOutcome } from "./feed-tasks.js";
import type { FactFeed } from "./item-facts.js";
import type { DeclaredFeed } from "../discover/declared-feeds.js";
import { reviveError } from "./task-error.js";

/** One core stays with the main thread (fetching, the database); parsing needs a third of the database's time there (bench/sync), so two are plenty. */
export const POOL_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Threads end this long after their last task: an idle server holds none (docs/performance.md, idle memory). */
const IDLE_MS = 5_000;
/** A parser stuck on a hostile document ends its worker, not the sync or the feed test. */
const TASK_TIME_LIMIT_MS = 60_000;
/** A document that would take more heap than this ends its worker (which fails that task), not the server. */
const WORKER_HEAP_MB = 512;

/**
 * The worker's entry: the bundle's feed-worker.js beside the built chunk, or
 * worker-dev.mjs beside this source file under tsx and Vitest; null when
 * neither is there (another bundle of this code), and tasks run in-thread.
 */
export function workerEntry(moduleUrl = import.meta.url): string | null {
  const candidate = new URL(moduleUrl.endsWith(".ts") ? "./worker-dev.mjs" : "./feed-worker.js", moduleUrl);
  return fs.existsSync(fileURLToPath(candidate)) ? candidate.href : null;
}

let pool: Tinypool | null | undefined;

/** The process's pool, made on first use; threads start with the first task and stop when idle. */
function sharedPool(): Tinypool | null {
  if (pool === undefined) {
    const filename = workerEntry();
    pool = filename
      ? new Tinypool({
          filename,
          minThreads: 0,
          maxThreads: POOL_THREADS,
          idleTimeout: IDLE_MS,
          resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
        })
      : null;
  }
  return pool;
}

/** Whether tasks run in worker threads (false only when no worker entry can be found). */
export function usesWorkerThreads(): boolean {
  return sharedPool() !== null;
}

/** Ends the pool's threads now, failing the tasks they run; the next task starts a new pool. */
export async function stopFeedPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.destroy();
}

/** Threads of the pool alive now (0 once it has idled). */
export function liveThreads(): number {
  return pool?.threads.length ?? 0;
}

/**
 * Runs a task in a worker and answers its outcome (the value, or the error the
 * task threw). Rejects only when the pool fails the task: the worker died,
 * overran the time limit or was stopped; the caller says what that means.
 */
async function runTask<K extends FeedTask["kind"]>(task: FeedTask & { kind: K }, signal?: AbortSignal): Promise<TaskOutcome<FeedTaskResults[K]>> {
  const workers = sharedPool();
  // In-thread only: with workers, the main thread never loads the parsers.
  if (!workers) return (await import("./feed-tasks.js")).runFeedTask(task) as TaskOutcome<FeedTaskResults[K]>;
  const limit = AbortSignal.timeout(TASK_TIME_LIMIT_MS);
  try {
    return (await workers.run(task, { signal: signal ? AbortSignal.any([signal, limit]) : limit })) as TaskOutcome<FeedTaskResults[K]>;
  } catch (error) {
    // tinypool only says "The task has been aborted": name the limit, so the admin reading the failure knows which.
    if (limit.aborted && !signal?.aborted) throw new Error(`it ran past the ${TASK_TIME_LIMIT_MS / 1000} s limit`, { cause: error });
    throw error;
  }
}

/** The value of a task, or the error it threw rebuilt (the same FeedError as in-thread). */
function valueOf<T>(outcome: TaskOutcome<T>): T {
  if (!outcome.ok) throw reviveError(outcome.error);
  return outcome.value;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Starts a worker thread now, so that it loads the parsers while the first
 * feeds are being fetched. Never fails: a task that needs the thread will.
 */
export function warmPool(): void {
  if (sharedPool()) void runTask({ kind: "warm" }).catch(() => undefined);
}

/**
 * Decodes and parses a fetched feed in a worker thread, with each item's
 * facts (pool/item-facts.ts). Parse errors are the same FeedError as
 * in-thread; a worker that dies or hangs fails this feed only, with a
 * parse_error that says so. The stop signal cancels the task.
 */
export async function parseFeedInPool(document: FetchedDocument, now: Date, signal?: AbortSignal): Promise<FactFeed> {
  return parseTask({ kind: "parse-feed", document, now }, signal);
}

/**
 * Parses a feed the admin is testing in a worker thread, as the sync would,
 * and answers only its title, item count and first titles. Failures are the
 * sync's: the same FeedError, a parse_error for a worker that dies or hangs.
 */
export async function testFeedInPool(document: FetchedDocument, signal?: AbortSignal): Promise<FeedTestResult> {
  return parseTask({ kind: "test-feed", document }, signal);
}

/** Reads a fetched listing page by its selectors in a worker thread, as parseFeedInPool reads a feed (src/feeds/listing/). */
export async function parseListingInPool(document: FetchedDocument, selectors: ListingSelectors, now: Date, signal?: AbortSignal): Promise<FactFeed> {
  return parseTask({ kind: "parse-listing", document, selectors, now }, signal);
}

/** The listing test in a worker thread: the page's title, its item count and its first items. */
export async function testListingInPool(document: FetchedDocument, selectors: ListingSelectors, signal?: AbortSignal): Promise<ListingTestResult> {
  return parseTask({ kind: "test-listing", document, selectors }, signal);
}

/** Runs a feed-parsing task: its own FeedError, a parse_error when its worker stops, the stop's reason when the signal ends it. */
async function parseTask<K extends "parse-feed" | "test-feed" | "parse-listing" | "test-listing">(task: FeedTask & { kind: K }, signal?: AbortSignal): Promise<FeedTaskResults[K]> {
  let outcome: TaskOutcome<FeedTaskResults[K]>;
  try {
    outcome = await runTask<K>(task, signal);
  } catch (error) {
    signal?.throwIfAborted();
    throw new FeedError("parse_error", `The feed parser's worker stopped before it finished (${messageOf(error)})`);
  }
  return valueOf(outcome);
}

/** The feeds an HTML page declares in its <link rel="alternate"> tags; none when its worker stops. */
export async function declaredFeedsInPool(page: FetchedDocument, signal?: AbortSignal): Promise<DeclaredFeed[]> {
  try {
    return valueOf(await runTask({ kind: "feed-links", page }, signal));
  } catch {
    signal?.throwIfAborted();
    return [];
  }
}

/**
 * Extracts an article from its fetched page in a worker thread. A worker
 * that dies or hangs on the page counts as a page that cannot be read: the
 * feed's own text is kept (docs/product.md#feed-sync).
 */
export async function extractPageInPool(page: FetchedDocument, signal?: AbortSignal, selector?: string | null): Promise<ExtractedArticle | null> {
  let outcome: TaskOutcome<ExtractedArticle | null>;
  try {
    outcome = await runTask({ kind: "extract-page", page, selector }, signal);
  } catch {
    return null;
  }
  return valueOf(outcome);
}
