import type { APICallError, RetryError } from "ai";
import { findNetError } from "../net/net-errors.js";
import type { AiFailureType } from "../shared/ai-failure-text.js";
import { cutAtWord } from "../shared/cut-at-word.js";
import { retryAfterMs } from "../shared/retry-after.js";

/**
 * Why a provider call failed, coarse enough for rotation decisions and the
 * admin's error log. Listed in shared/, where each has its Italian words; the
 * messages below are the markers that table recognises.
 */
export type AiFailureReason = Exclude<AiFailureType, "low_confidence">;

const DETAIL_MAX_CHARS = 200;

/**
 * The AI SDK's own instance check (AISDKError.hasMarker): each of its errors
 * carries a global symbol per class. Checked here without loading the SDK,
 * which a server that never calls a provider then never loads.
 */
function isSdkError<T = Error>(error: unknown, name: string): error is T {
  const marker = Symbol.for(`vercel.ai.error.AI_${name}`);
  return error !== null && typeof error === "object" && (error as Record<symbol, unknown>)[marker] === true;
}

/** A failed provider call; the message is short English for error_logs and the API. */
export class AiCallError extends Error {
  readonly reason: AiFailureReason;
  /** HTTP status the provider answered with, when it answered at all. */
  readonly status?: number;
  /** When the provider said it will accept requests again (429 retry-after). */
  readonly retryAfter?: Date;

  constructor(reason: AiFailureReason, message: string, options: { status?: number; retryAfter?: Date; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "AiCallError";
    this.reason = reason;
    if (options.status !== undefined) this.status = options.status;
    if (options.retryAfter !== undefined) this.retryAfter = options.retryAfter;
  }
}

/** Classifies anything an AI SDK call threw into an AiCallError. */
export function toAiCallError(error: unknown): AiCallError {
  if (error instanceof AiCallError) return error;
  if (isSdkError<RetryError>(error, "RetryError")) return toAiCallError(error.lastError);
  // The guard refused a hop, or the redirects looped: no answer ever arrived.
  const netError = findNetError(error);
  if (netError) return new AiCallError("connection", `Cannot reach the provider: ${detailOf(netError.message)}`, { cause: error });
  if (isSdkError<APICallError>(error, "APICallError")) return fromApiCallError(error);
  if (isAbort(error)) {
    const message = isTimeout(error) ? "Provider did not answer in time" : "Provider call was aborted";
    return new AiCallError("timeout", message, { cause: error });
  }
  if (isInvalidAnswer(error)) {
    return new AiCallError("invalid_answer", `Provider answer is not valid: ${detailOf(innermostMessage(error))}`, { cause: error });
  }
  if (isSdkError(error, "LoadAPIKeyError")) return new AiCallError("auth", "Provider API key is missing", { cause: error });
  // Anything else failed before an answer arrived (DNS, refused, a blocked address...).
  return new AiCallError("connection", `Cannot reach the provider: ${detailOf(innermostMessage(error))}`, { cause: error });
}

function fromApiCallError(error: APICallError): AiCallError {
  const status = error.statusCode;
  const detail = detailOf(error.message);
  if (status === undefined) {
    // No status: the request never got an answer (refused, reset, hung up).
    const cause = error.cause instanceof Error ? error.cause : undefined;
    if (cause && isAbort(cause)) return toAiCallError(cause);
    const reason = detailOf(error.message.replace(/^Cannot connect to API:\s*/u, ""));
    return new AiCallError("connection", `Cannot reach the provider: ${reason}`, { cause: error });
  }
  if (status >= 200 && status < 300) {
    return new AiCallError("invalid_answer", `Provider answer is not valid: ${detail}`, { status, cause: error });
  }
  if (status === 401 || status === 403) {
    return new AiCallError("auth", `Provider rejected the API key (HTTP ${status}): ${detail}`, { status, cause: error });
  }
  if (status === 429) {
    const retryAfter = retryAfterOf(error.responseHeaders ?? {});
    const when = retryAfter ? `, retry after ${retryAfter.toISOString()}` : "";
    return new AiCallError("rate_limited", `Provider rate limit reached (HTTP 429${when}): ${detail}`, {
      status,
      cause: error,
      ...(retryAfter && { retryAfter }),
    });
  }
  return new AiCallError("http_status", `Provider answered HTTP ${status}: ${detail}`, { status, cause: error });
}

/** retry-after-ms (OpenAI), then retry-after as seconds or an HTTP date. */
function retryAfterOf(headers: Record<string, string>, now = Date.now()): Date | undefined {
  const header = (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]?.trim();
  const milliseconds = Number(header("retry-after-ms"));
  if (header("retry-after-ms") && Number.isFinite(milliseconds) && milliseconds >= 0) return new Date(now + milliseconds);
  const wait = retryAfterMs(header("retry-after"), now);
  return wait === undefined ? undefined : new Date(now + wait);
}

function isInvalidAnswer(error: unknown): boolean {
  return (
    isSdkError(error, "NoObjectGeneratedError") ||
    isSdkError(error, "NoOutputGeneratedError") ||
    isSdkError(error, "NoContentGeneratedError") ||
    isSdkError(error, "JSONParseError") ||
    isSdkError(error, "TypeValidationError") ||
    isSdkError(error, "InvalidResponseDataError") ||
    isSdkError(error, "EmptyResponseBodyError") ||
    (error instanceof Error && error.name === "ZodError")
  );
}

function isAbort(error: unknown): boolean {
  return error instanceof Error || error instanceof DOMException ? error.name === "AbortError" || error.name === "TimeoutError" : false;
}

function isTimeout(error: unknown): boolean {
  return (error instanceof Error || error instanceof DOMException) && error.name === "TimeoutError";
}

/** The most specific message in a cause chain (the SDK wraps the useful one). */
function innermostMessage(error: unknown): string {
  let current: unknown = error;
  let message = String(error);
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current.message) message = current.message;
    current = current.cause;
  }
  return message;
}

function detailOf(message: string): string {
  const line = message.replace(/\s+/gu, " ").trim();
  return cutAtWord(line, DETAIL_MAX_CHARS, { minShareAtWord: 1 }) || "no details";
}
