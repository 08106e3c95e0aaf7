import { countAiCall } from "../ops/metrics/ai-calls.js";
import { toAiCallError } from "./ai-call-error.js";
import type { AiDeps } from "./deps.js";
import { recordAiFailure } from "./record-ai-failure.js";
import { reserveNextProvider, type ReservedProvider } from "./rotation.js";
import { releaseRequest } from "./usage.js";

export type InTurnResult<T> = { provider: ReservedProvider; answer: T } | { provider: null; lastError: string | null };

/**
 * Asks the providers in turn (priority, round-robin, daily limits) until one
 * answers. Each request is reserved against the day's allowance before the
 * call; a failure gives it back, is logged (error_logs + system_logs) and
 * passes to the next provider. `lastError` is null when no provider could be
 * asked at all. When the stop signal aborts, the request is given back too,
 * nothing is logged, and the signal's reason is thrown.
 */
export async function askProvidersInTurn<T>(
  deps: AiDeps,
  now: Date,
  ask: (provider: ReservedProvider) => Promise<T>,
  context: { task?: string; articleTitle?: string } = {},
): Promise<InTurnResult<T>> {
  const tried: string[] = [];
  let lastError: string | null = null;
  for (let provider = await reserveNextProvider(deps.db, now); provider; provider = await reserveNextProvider(deps.db, now, tried)) {
    tried.push(provider.id);
    try {
      deps.stopping?.throwIfAborted();
      const answer = await ask(provider);
      countAiCall(provider.provider, "success");
      return { provider, answer };
    } catch (caught) {
      await releaseRequest(deps.db, provider.id, now);
      // A call cut by the stop says nothing about the provider: no error row, no next provider.
      deps.stopping?.throwIfAborted();
      countAiCall(provider.provider, "failure");
      const error = toAiCallError(caught);
      lastError = `${provider.provider}: ${error.message}`;
      const message = context.task ? `${context.task}: ${error.message}` : error.message;
      await recordAiFailure(deps.db, {
        type: error.reason,
        provider: provider.provider,
        model: provider.model_name,
        message,
        ...(context.articleTitle === undefined ? {} : { articleTitle: context.articleTitle }),
      });
    }
  }
  return { provider: null, lastError };
}
