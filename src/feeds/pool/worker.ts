/**
 * The entry of the sync's worker threads (src/feeds/pool/feed-pool.ts). The
 * server bundle builds it as build/node/feed-worker.js (scripts/build-server.mjs).
 */
import { runFeedTask } from "./feed-tasks.js";

export default runFeedTask;
