/** A signal heard by listeners inside this process only. */
export interface InProcessEvent {
  /** Calls `listener` on every signal until the returned function is called. */
  listen(listener: () => void): () => void;
  /** Calls every listener now; one that throws is logged and the others still run. */
  signal(): void;
}

/**
 * "Something happened" between modules of one process, without either
 * importing the other. Another process does not hear it, so a listener must
 * not depend on it for correctness: it only saves a wait or a stale copy.
 */
export function createInProcessEvent(name: string): InProcessEvent {
  const listeners = new Set<() => void>();
  return {
    listen(listener) {
      // A wrapper per call: the same function listening twice is two listeners, each stopped on its own.
      const entry = () => listener();
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
    signal() {
      for (const listener of listeners) {
        // A failing listener must neither fail the change already stored nor starve the others.
        try {
          listener();
        } catch (error) {
          console.error(`${name} listener failed`, error);
        }
      }
    },
  };
}
