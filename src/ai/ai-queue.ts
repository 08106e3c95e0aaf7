import { onArticlesWaiting } from "../articles/lifecycle/index.js";
import { clock, type AiDeps } from "./deps.js";
import { processPendingArticles } from "./process-articles.js";
import { readAiProcessingSettings } from "./processing-settings.js";

export interface AiQueue {
  /** Checks for pending articles now instead of at the next poll; a sync in this process does it (articles-waiting). */
  wake(): void;
  /** Cuts the provider calls in flight, hands their articles back to the queue, and resolves when the loop has ended. */
  stop(): Promise<void>;
}

export interface AiQueueOptions {
  /** Poll interval when the queue is empty; default 10 s. */
  idleMs?: number;
  /** Wait after a round nobody could serve (no provider, local analyzer off); default 60 s. */
  backoffMs?: number;
  /** Called after each round, whether it processed anything: tests wait for rounds instead of sleeping. */
  onRound?: () => void;
}

/**
 * The worker's AI queue: drains pending articles continuously, in bounded
 * rounds, while ai_processing is enabled with auto_process_new on. Other
 * workers may drain the same queue: claims never overlap. A sync in this
 * process wakes it; the queue itself checks ai_processing's switches.
 */
export function startAiQueue(deps: AiDeps, options: AiQueueOptions = {}): AiQueue {
  const idleMs = options.idleMs ?? 10_000;
  const backoffMs = options.backoffMs ?? 60_000;
  let stopped = false;
  const stopping = new AbortController();
  // Provider calls end on stop() as on the process's own stop signal.
  const queueDeps: AiDeps = { ...deps, stopping: deps.stopping ? AbortSignal.any([stopping.signal, deps.stopping]) : stopping.signal };
  let wakeUp: (() => void) | null = null;
  let woken = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  const loop = (async () => {
    while (!stopped && !queueDeps.stopping?.aborted) {
      woken = false;
      let pause = idleMs;
      try {
        const settings = await readAiProcessingSettings(deps.db);
        if (settings.enabled && settings.auto_process_new) {
          const result = await processPendingArticles(queueDeps);
          if (result.claimed > 0 && result.unavailable < result.claimed) pause = 0;
          else if (result.unavailable > 0) pause = backoffMs;
        }
      } catch (error) {
        deps.logger?.error({ category: "ai", source: "ai-queue", err: error, at: clock(deps).toISOString() }, "AI queue round failed");
      }
      options.onRound?.();
      if (pause > 0) await sleep(pause);
    }
  })();

  const wake = () => {
    woken = true;
    wakeUp?.();
  };
  const stopListening = onArticlesWaiting(wake);

  return {
    wake,
    async stop() {
      stopListening();
      stopped = true;
      stopping.abort();
      wakeUp?.();
      await loop;
    },
  };
}
