import type { FastifyReply } from "fastify";
import { ServiceUnavailableError, TooManyRequestsError } from "../../shared/errors.js";
import { BUSY_PAGE_LABELS, SITE_NAME } from "../../shared/labels.js";

/** A refusal that says when to come back: a visitor over their budget, or a server shedding load. */
export type RetryLater = TooManyRequestsError | ServiceUnavailableError;

/** Whether `error` is a refusal the visitor should simply retry later. */
export function isRetryLater(error: unknown): error is RetryLater {
  return error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError;
}

/**
 * Answers a page request refused before rendering: a few lines of Italian
 * HTML, with the status and Retry-After of the refusal and nothing that
 * costs more than sending it (no render, no query).
 */
export function sendBusyPage(reply: FastifyReply, error: RetryLater): FastifyReply {
  const labels = BUSY_PAGE_LABELS[error.status === 429 ? 429 : 503];
  const html = `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${labels.title} | ${SITE_NAME}</title></head><body><main><h1>${labels.title}</h1><p>${labels.message}</p><p><a href="/">${BUSY_PAGE_LABELS.home}</a></p></main></body></html>`;
  return reply
    .status(error.status)
    .header("retry-after", String(error.retryAfterSeconds))
    .header("cache-control", "no-store")
    .header("x-cache", "miss")
    .type("text/html; charset=utf-8")
    .send(html);
}
