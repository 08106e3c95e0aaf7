import type { Database } from "../db/database.js";
import { createDatabaseEvent } from "../platform/database-event.js";

/**
 * "Public content changed": the publisher of a change signals it, and whoever
 * keeps derived copies (the page, listing and missing-article caches) drops
 * them, in this process at once and in the other instances on the same
 * PostgreSQL through a notice (docs/architecture.md#instances-that-agree).
 * Those copies still expire on their own, should a notice be missed.
 */
const contentChanged = createDatabaseEvent("content");

/** Calls `listener` after every change to public content, made here or by another instance; returns the function that stops it. */
export function onContentChanged(listener: () => void): () => void {
  return contentChanged.listen(listener);
}

/** Tells every instance that public content changed (an article was published, edited or removed), after the change is stored. */
export function signalContentChanged(db: Database): Promise<void> {
  return contentChanged.signal(db);
}
