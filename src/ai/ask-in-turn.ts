import { countAiCall } from "../platform/metrics/ai-calls.js";
import { toAiCallError } from "./ai-call-error.js";
import type { AiDeps } from "./deps.js";
import { markProviderAnswered } from "./provider-failures.js";
import { recordAiFailure } from "./record-ai-failure.js";
import { reserveNextProvider, type ReservedProvider } from "./rotation.js";
import { releaseRequest } from "./usage.js";

export type InTurnResult<T> = { provider: ReservedProvider; answer: T } | { provider: null; lastError: string | null };

/**
 * Asks the providers in turn (priority, round-robin, daily limits) until one
 * answers. Each request is reserved against the day's allowance before the
 * call; a failure gives it back, is logged (error_logs + system_logs) and
 * passes to the next provider; an answer ends the provider's run of failures. `lastError` is null when no provider could be
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
    let answer: T;
    try {
      deps.stopping?.throwIfAborted();
      answer = await ask(provider);
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
        configId: provider.id,
        now,
        ...(context.articleTitle === undefined ? {} : { articleTitle: context.articleTitle }),
      });
      continue;
    }
    countAiCall(provider.provider, "success");
    // It answered: any run of failures it had ends ("every provider failing for an hour", provider-failures.ts).
    await markProviderAnswered(deps.db, provider.id);
    return { provider, answer };
  }
  return { provider: null, lastError };
}
