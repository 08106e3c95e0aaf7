import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/helpers/test-app.js";
import { createTestDatabase } from "../../tests/helpers/test-db.js";
import type { DatabaseHandle } from "../db/database.js";
import type { App } from "./app.js";

let handle: DatabaseHandle;
let server: App;
let databaseClosed = false;

beforeEach(async () => {
  handle = await createTestDatabase();
  databaseClosed = false;
  server = await createTestApp(handle.db);
});
afterEach(async () => {
  await server.app.close();
  if (!databaseClosed) await handle.close();
});

describe("GET /api/health", () => {
  it("answers 200 JSON with a database check", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toMatchObject({ status: "ok", database: "ok" });
  });

  it("answers 503 when the database is unreachable", async () => {
    await handle.close();
    databaseClosed = true;
    const response = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "error", database: "unreachable" });
  });

  it("answers 503 while shutting down, so load balancers move on", async () => {
    server.state.shuttingDown = true;
    expect((await server.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(503);
  });
});

describe("API errors", () => {
  it("answers an unknown /api route with a JSON 404 in the one error shape", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/nothing-here?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "not_found", message: "No API route GET /api/nothing-here" });
  });

  it("answers malformed JSON with a 400 in the same shape", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/auth/token?grant_type=password",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(["error", "message"]);
  });

  it("hides the details of unexpected failures", async () => {
    server.app.get("/api/boom", { config: { public: true } }, async () => {
      throw new Error("secret connection string postgres://user:pw@db");
    });
    const response = await server.app.inject({ method: "GET", url: "/api/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: "internal_error", message: "Internal server error" });
    expect(response.body).not.toContain("postgres://");
    expect(response.body).not.toContain("at ");
  });
});

describe("security headers", () => {
  it("sends a Content-Security-Policy with a fresh script nonce on every response", async () => {
    const first = await server.app.inject({ method: "GET", url: "/api/health" });
    const second = await server.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(first.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(second.headers["content-security-policy"]).not.toBe(csp);
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("compresses large responses when the client accepts it", async () => {
    server.app.get("/api/large", { config: { public: true } }, async () => ({ items: "x".repeat(20_000) }));
    const response = await server.app.inject({ method: "GET", url: "/api/large", headers: { "accept-encoding": "br, gzip" } });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.rawPayload.length).toBeLessThan(2_000);
  });
});
