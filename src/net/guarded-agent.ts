import { Agent } from "undici";
import { createGuardedLookup } from "./ssrf-guard.js";

export interface GuardedAgentOptions {
  /** ALLOW_PRIVATE_NETWORK: when true the SSRF guard refuses nothing. */
  allowPrivateNetwork: boolean;
  /** Exact IP addresses let through the guard (tests reach 127.0.0.1 with the guard on). */
  exempt: ReadonlySet<string>;
  connectTimeoutMs?: number;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
}

/**
 * A connection pool whose sockets refuse forbidden addresses: the guard sits
 * in the socket's own DNS lookup, so the checked address is the connected one
 * (no DNS-rebinding window). Literal IP hosts skip the lookup: callers check
 * them on the URL of every hop (assertFetchableUrl).
 */
export function createGuardedAgent(options: GuardedAgentOptions): Agent {
  return new Agent({
    connect: {
      ...(options.connectTimeoutMs !== undefined && { timeout: options.connectTimeoutMs }),
      ...(!options.allowPrivateNetwork && { lookup: createGuardedLookup(options.exempt) }),
    },
    headersTimeout: options.headersTimeoutMs,
    bodyTimeout: options.bodyTimeoutMs,
  });
}
