import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { OWN_HEALTH_PATH } from "./api-response-time.js";
import { OwnHttpServer } from "./own-http-server.js";
import { machineProbes } from "./probes.js";

const testDb = useTestDatabase();
let server: Server | undefined;
const paths: string[] = [];

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  paths.length = 0;
});

/** A plain HTTP server standing in for this process's own, recording the paths it is asked for. */
async function listen(host: string): Promise<Server> {
  server = createServer((request, response) => {
    paths.push(request.url ?? "");
    response.end('{"status":"ok"}');
  });
  await new Promise<void>((resolve) => server!.listen(0, host, resolve));
  return server;
}

describe("the readers of this machine", () => {
  it("read CPU, memory, disk and the database within their ranges, and no HTTP figures without a server", async () => {
    const probes = machineProbes({ db: testDb.db, dataDir: os.tmpdir() });
    const [cpu, memory, disk, databaseMs, http] = await Promise.all([probes.cpu(), probes.memory(), probes.disk(), probes.database(), probes.http()]);
    expect(cpu).toBeGreaterThanOrEqual(0);
    expect(cpu).toBeLessThanOrEqual(100);
    expect(memory).toBeGreaterThan(0);
    expect(memory).toBeLessThanOrEqual(100);
    expect(disk.percent).toBeGreaterThan(0);
    expect(disk.percent).toBeLessThanOrEqual(100);
    expect(databaseMs).toBeGreaterThan(0);
    expect(http).toBeNull();
  });

  it("take no HTTP figures from a server that does not listen (yet, or any more)", async () => {
    const own = new OwnHttpServer();
    own.attach(createServer());
    expect(own.address()).toBeUndefined();
    expect(await machineProbes({ db: testDb.db, dataDir: os.tmpdir(), server: own }).http()).toBeNull();
  });

  it.each(["127.0.0.1", "0.0.0.0"])("count the open connections and time a request to the server's own health route (listening on %s)", async (host) => {
    const own = new OwnHttpServer();
    own.attach(await listen(host));
    expect(own.address()).toEqual({ host: "127.0.0.1", port: (server!.address() as AddressInfo).port });
    const http = await machineProbes({ db: testDb.db, dataDir: os.tmpdir(), server: own }).http();
    expect(http!.connections).toBe(0);
    expect(http!.apiMs).toBeGreaterThan(0);
    expect(paths).toEqual([OWN_HEALTH_PATH]);
    // The timed request's connection was closed, not left open to be counted next time.
    await expect.poll(() => own.connections()).toBe(0);
  });

  it("give a null API time, and still the connections, when the own request fails", async () => {
    const own = new OwnHttpServer();
    own.attach(await listen("127.0.0.1"));
    server!.removeAllListeners("request");
    server!.on("request", (request) => request.socket.destroy());
    const http = await machineProbes({ db: testDb.db, dataDir: os.tmpdir(), server: own }).http();
    expect(http).toEqual({ connections: 0, apiMs: null });
  });
});
