import { createInProcessEvent } from "../../platform/in-process-event.js";

/**
 * "New articles wait for enrichment": the sync says it once when it imported
 * some, and this process's AI queue takes them now instead of at its next
 * poll (docs/product.md: new articles go to AI processing right after the
 * sync). A worker in another process does not hear it and finds them by polling.
 */
const articlesWaiting = createInProcessEvent("articles-waiting");

/** Calls `listener` whenever a sync in this process leaves new articles waiting; returns the function that stops it. */
export function onArticlesWaiting(listener: () => void): () => void {
  return articlesWaiting.listen(listener);
}

/** Tells this process that a sync imported articles, which now wait in the queue. */
export function signalArticlesWaiting(): void {
  articlesWaiting.signal();
}
