import type { AiConnectionTestResponse, ProcessArticlesResponse, RoundRobinTestResponse } from "../../../shared/ai";
import { aiFailureReason, aiFailureText } from "../../../shared/ai-failure-text";
import { ApiError } from "../../lib/api-request";
import { AI_TEXT, providerLabel } from "./labels";
import type { ToastSpec } from "../../lib/notify";

const integer = new Intl.NumberFormat("it-IT");
const { processing, list } = AI_TEXT;

/** The toast of a round-robin test: who handled which article, or why nothing was handled. */
export function roundRobinToast(response: RoundRobinTestResponse): ToastSpec {
  if (!response.success) {
    // Nothing pending is an expected state of the queue, not a fault.
    if (response.error === "no_pending_article") return { type: "warning", title: processing.noPendingArticle };
    const { error, message } = response as { error?: string; message?: string };
    return { type: "error", title: processing.failedWith(aiFailureReason(message || error) ?? processing.unknownError) };
  }
  const provider = providerLabel(response.provider);
  if (response.status === "failed") {
    // No provider name when nobody could take the article (none active, local analyzer off).
    const description = provider ? `${provider}: ${response.title}` : response.title;
    return { type: "error", title: processing.failedWith(aiFailureReason(response.error) ?? processing.unknownError), description };
  }
  return { type: "success", title: processing.handledBy(provider), description: response.title };
}

/** The toast (docs/product.md#configurazione-ai) of "Elabora articoli in attesa". */
export function processToast(response: ProcessArticlesResponse): ToastSpec {
  if (!response.success) return { type: "error", title: processing.failedWith(aiFailureReason(response.error) ?? processing.unknownError) };
  return { type: "success", title: processing.completed(response.processed, response.failed) };
}

/** The toast of a processing request that never got an answer (network error, 5xx). */
export const PROCESSING_REQUEST_FAILED: ToastSpec = { type: "error", title: processing.requestFailed };

/**
 * The toast of "Test connessione": the latency, or under its title why the call failed in Italian,
 * then the provider's own words as technical details, since telling them is what the test is for
 * (docs/product.md#configurazione-ai).
 */
export function connectionToast(response: AiConnectionTestResponse): ToastSpec {
  if (response.success) return { type: "success", title: list.connectionOk(integer.format(Math.round(response.latency_ms))) };
  if (!response.error) return { type: "error", title: list.connectionFailed };
  const reason = aiFailureText(response.error, { provider: response.provider, model: response.model_name });
  return { type: "error", title: list.connectionFailed, description: `${reason}. ${list.technicalDetails(response.error)}` };
}

/** The toast of a connection test the server refused (e.g. the provider was deleted meanwhile) or never answered; in Italian only. */
export function connectionErrorToast(error: unknown): ToastSpec {
  if (error instanceof ApiError && error.status === 404) return { type: "error", title: list.connectionFailed, description: list.providerGone };
  return { type: "error", title: list.connectionFailed };
}
