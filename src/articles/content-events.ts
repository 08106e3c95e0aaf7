/**
 * "Public content changed" inside this process: the publisher of a change
 * signals it, and whoever keeps derived copies (the page cache) drops them.
 * In-process only: another process (a separate worker on PostgreSQL) does not
 * hear it, so those copies must also expire on their own.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` after every change to public content in this process; returns the function that stops it. */
export function onContentChanged(listener: Listener): () => void {
  const entry: Listener = () => listener();
  listeners.add(entry);
  return () => void listeners.delete(entry);
}

/** Tells this process that public content changed (an article was published, edited or removed). */
export function signalContentChanged(): void {
  for (const listener of listeners) {
    // A failing listener must neither fail the change that was already stored nor starve the others.
    try {
      listener();
    } catch (error) {
      console.error("content-changed listener failed", error);
    }
  }
}
