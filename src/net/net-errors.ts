/**
 * Failures of the guarded network layer, before any HTTP answer counts. Each
 * caller maps them to its own vocabulary: feeds to a FeedError reason, the AI
 * code to an AiCallError; the English messages stay as they are.
 */

/** The SSRF guard refused a URL or an address (docs/security.md). */
export class SsrfRefusedError extends Error {
  override name = "SsrfRefusedError";
  constructor(
    message: string,
    readonly url?: string,
  ) {
    super(message);
  }
}

/** A chain of redirects that loops or runs past the limit, or points nowhere. */
export class RedirectError extends Error {
  override name = "RedirectError";
  constructor(
    readonly kind: "loop" | "too_many" | "invalid_location" | "not_replayable",
    message: string,
    readonly url: string,
  ) {
    super(message);
  }
}

/** The first net error in an error's cause chain (undici and the AI SDK wrap them). */
export function findNetError(error: unknown): SsrfRefusedError | RedirectError | undefined {
  let current = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    if (current instanceof SsrfRefusedError || current instanceof RedirectError) return current;
    current = current.cause;
  }
  return undefined;
}
