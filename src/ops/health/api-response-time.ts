// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- loopback only: this process's own listen address, never a URL from outside (docs/security.md)
import { Client } from "undici";
import type { OwnAddress } from "./own-http-server.js";

/** The route the reading times: the same public health check load balancers call. */
export const OWN_HEALTH_PATH = "/api/health";

/**
 * Milliseconds of a real HTTP request to this process's own /api/health on
 * its listening address, the body read to the end. The target is built here
 * from the server's own address (net/ guards requests that leave the
 * process; this one never does). A fresh connection, closed afterwards, so it
 * is neither reused nor left counted among the open connections.
 */
export async function timeOwnHealthRoute(address: OwnAddress, timeoutMs = 5_000): Promise<number> {
  const host = address.host.includes(":") ? `[${address.host}]` : address.host;
  const client = new Client(`http://${host}:${address.port}`, { connect: { timeout: timeoutMs } });
  try {
    const started = performance.now();
    const response = await client.request({ method: "GET", path: OWN_HEALTH_PATH, signal: AbortSignal.timeout(timeoutMs) });
    await response.body.text();
    return performance.now() - started;
  } finally {
    await client.close();
  }
}
