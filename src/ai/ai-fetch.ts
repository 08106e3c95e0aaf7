import { Agent, fetch as undiciFetch } from "undici";
import { assertFetchableUrl, createGuardedLookup } from "../feeds/fetch/ssrf-guard.js";

/**
 * The fetch the AI SDK providers use: same SSRF guard as feeds, so a custom
 * endpoint cannot reach the host's private network unless the operator allows
 * it (ALLOW_PRIVATE_NETWORK, e.g. for a model served on the LAN).
 */
export function createAiFetch(options: { allowPrivateNetwork: boolean; ssrfExemptAddresses?: readonly string[] }): typeof globalThis.fetch {
  const exempt = new Set(options.ssrfExemptAddresses ?? []);
  const dispatcher = new Agent({
    connect: options.allowPrivateNetwork ? {} : { lookup: createGuardedLookup(exempt) },
    // Models can take a while before the first byte; the caller's AbortSignal bounds the whole call.
    headersTimeout: 120_000,
    bodyTimeout: 120_000,
  });
  const guardedFetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    assertFetchableUrl(url, options.allowPrivateNetwork, exempt);
    return undiciFetch(input as Parameters<typeof undiciFetch>[0], { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher });
  };
  return guardedFetch as unknown as typeof globalThis.fetch;
}
