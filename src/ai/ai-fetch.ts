import { createGuardedFetch } from "../net/guarded-fetch.js";

/**
 * The fetch the AI SDK providers use: the SSRF guard of every outgoing call,
 * at every redirect hop, so a custom endpoint cannot reach the host's private
 * network unless the operator allows it (ALLOW_PRIVATE_NETWORK, e.g. for a
 * model served on the LAN).
 */
export function createAiFetch(options: { allowPrivateNetwork: boolean; ssrfExemptAddresses?: readonly string[] }): typeof globalThis.fetch {
  return createGuardedFetch({
    ...options,
    // Models can take a while before the first byte; the caller's AbortSignal bounds the whole call.
    headersTimeoutMs: 120_000,
    bodyTimeoutMs: 120_000,
  });
}
