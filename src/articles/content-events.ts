import { createInProcessEvent } from "../platform/in-process-event.js";

/**
 * "Public content changed" inside this process: the publisher of a change
 * signals it, and whoever keeps derived copies (the page cache) drops them.
 * In-process only: another process (a separate worker on PostgreSQL) does not
 * hear it, so those copies must also expire on their own.
 */
const contentChanged = createInProcessEvent("content-changed");

/** Calls `listener` after every change to public content in this process; returns the function that stops it. */
export function onContentChanged(listener: () => void): () => void {
  return contentChanged.listen(listener);
}

/** Tells this process that public content changed (an article was published, edited or removed). */
export function signalContentChanged(): void {
  contentChanged.signal();
}
