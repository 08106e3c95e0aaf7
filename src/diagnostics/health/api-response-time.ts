// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- loopback only: this process's own listen address, never a URL from outside (docs/security.md)
import { request } from "node:http";
import type { OwnAddress } from "./own-http-server.js";

/** The route the reading times: the same public health check load balancers call. */
export const OWN_HEALTH_PATH = "/api/health";

/**
 * Milliseconds of a real HTTP request to this process's own /api/health on
 * its listening address, the answer read to the end. The target is built
 * here from the server's own address (net/ guards requests that leave the
 * process; this one never does). Node's own client, already loaded by the
 * server, on a connection of its own that closes with the answer, so it is
 * neither reused nor left counted among the open connections.
 */
export function timeOwnHealthRoute(address: OwnAddress, timeoutMs = 5_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(
      { host: address.host, port: address.port, path: OWN_HEALTH_PATH, method: "GET", agent: false, headers: { connection: "close" }, timeout: timeoutMs },
      (response) => {
        response.on("end", () => resolve(performance.now() - started));
        response.on("error", reject);
        response.resume();
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`${OWN_HEALTH_PATH} gave no answer within ${timeoutMs} ms`)));
    outgoing.on("error", reject);
    outgoing.end();
  });
}
