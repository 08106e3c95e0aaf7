import type { Server } from "node:http";

/** Where this process's own server can be reached from inside the process. */
export interface OwnAddress {
  host: string;
  port: number;
}

/** An address one connects to for a server listening on every interface (0.0.0.0, ::) is loopback. */
function connectable(address: string): string {
  if (address === "0.0.0.0") return "127.0.0.1";
  if (address === "::") return "::1";
  return address;
}

/**
 * This process's HTTP server as the health reading sees it: attached by the
 * web role once built, read only while it listens. The worker role has none,
 * and its readings say so (scope "no_http").
 */
export class OwnHttpServer {
  private server: Server | undefined;

  /** Hands over the web server (Fastify's `app.server`); its address is read at each reading, so attaching before `listen` is fine. */
  attach(server: Server): void {
    this.server = server;
  }

  /** The listening address to reach it on, or undefined when nothing listens (not attached, not started, closed). */
  address(): OwnAddress | undefined {
    if (!this.server?.listening) return undefined;
    const address = this.server.address();
    if (!address || typeof address === "string") return undefined;
    return { host: connectable(address.address), port: address.port };
  }

  /** Open connections of the server (keep-alive ones included): Node's own count. */
  connections(): Promise<number> {
    const server = this.server;
    if (!server) return Promise.resolve(0);
    return new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
  }
}
