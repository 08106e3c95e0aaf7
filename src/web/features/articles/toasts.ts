import type { ProcessArticlesResponse } from "../../../shared/ai";
import { aiFailureReason } from "../../../shared/ai-failure-text";
import { ApiError } from "../../lib/api-request";
import { ARTICLES_TEXT } from "./labels";
import type { ToastSpec } from "../../lib/notify";

const { process, selection } = ARTICLES_TEXT;

/** "Elabora con AI" for every pending article (docs/product.md#articoli): the counts, or the server's error. */
export function processAllToast(response: ProcessArticlesResponse): ToastSpec {
  if (!response.success) return { type: "error", title: process.failedWith(aiFailureReason(response.error) ?? process.unknownError) };
  return { type: "success", title: process.completed(response.processed, response.failed) };
}

/** "Elabora ora con AI" or "Riprova" on one row: done, or why not (the row then shows the reason too). */
export function processOneToast(response: ProcessArticlesResponse, title: string): ToastSpec {
  if (response.success) return { type: "success", title: process.articleDone, description: title };
  return { type: "error", title: process.failedWith(aiFailureReason(response.error) ?? process.unknownError), description: title };
}

/**
 * A processing request the server refused or never answered: an article
 * taken meanwhile (409) or gone (404) in words; anything else is the
 * product's generic "Errore durante l'elaborazione AI".
 */
export function processErrorToast(error: unknown): ToastSpec {
  if (error instanceof ApiError && error.status === 409) return { type: "error", title: process.failedWith(process.alreadyTaken) };
  if (error instanceof ApiError && error.status === 404) return { type: "error", title: process.failedWith(process.missing) };
  return { type: "error", title: process.requestFailed };
}

/** After a bulk delete: how many went, in the singular for one. */
export function bulkDeletedToast(deleted: number): ToastSpec {
  return { type: "success", title: selection.deleted(deleted) };
}
