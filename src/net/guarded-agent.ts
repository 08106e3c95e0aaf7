import type { Agent } from "undici";
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

/** A guarded pool made on first use: undici loads with the first outgoing request, not at start. */
export interface LazyAgent {
  get(): Promise<Agent>;
  /** Closes the pool if it was ever made. */
  close(): Promise<void>;
}

/**
 * A connection pool whose sockets refuse forbidden addresses: the guard sits
 * in the socket's own DNS lookup, so the checked address is the connected one
 * (no DNS-rebinding window). Literal IP hosts skip the lookup: callers check
 * them on the URL of every hop (assertFetchableUrl).
 */
export function createGuardedAgent(options: GuardedAgentOptions): LazyAgent {
  let agent: Promise<Agent> | undefined;
  const make = async () => {
    const { Agent } = await import("undici");
    return new Agent({
      connect: {
        ...(options.connectTimeoutMs !== undefined && { timeout: options.connectTimeoutMs }),
        ...(!options.allowPrivateNetwork && { lookup: createGuardedLookup(options.exempt) }),
      },
      headersTimeout: options.headersTimeoutMs,
      bodyTimeout: options.bodyTimeoutMs,
    });
  };
  return {
    get: () => (agent ??= make()),
    close: async () => {
      if (agent) await (await agent).close();
    },
  };
}
