import net from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import type { App } from "./app.js";

const testDb = useTestDatabase();
let server: App;
let port: number;

beforeEach(async () => {
  server = await createTestApp(testDb.db);
  await server.app.listen({ host: "127.0.0.1", port: 0 });
  port = (server.app.server.address() as net.AddressInfo).port;
});
afterEach(async () => {
  await server.app.close();
});

/** Sends raw bytes on a real connection and reads the answer until the server closes it. */
function rawRequest(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("utf8")));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = received.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body });
    });
  });
}

describe("requests Node's HTTP parser refuses before Fastify sees them", () => {
  it.each([
    ["TRACK", "TRACK / HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["CONNECT", "CONNECT example.it:443 HTTP/1.1\r\nHost: example.it:443\r\n\r\n"],
  ])("answer %s with 405, Allow and the one error shape", async (_method, text) => {
    const response = await rawRequest(text);
    expect(response.status).toBe(405);
    expect(response.headers).toContain("allow: get, head, post, put, patch, delete");
    expect(JSON.parse(response.body)).toEqual({ error: "method_not_allowed", message: expect.any(String) });
  });

  it("answer a malformed request line with 400 in the one error shape", async () => {
    const response = await rawRequest("GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ error: "bad_request", message: "Malformed HTTP request" });
  });
});
