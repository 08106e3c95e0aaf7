import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, useTestApp } from "../../../tests/helpers/test-app.js";
import { createTestDatabase, useTestDatabase } from "../../../tests/helpers/test-db.js";
import type { DatabaseHandle } from "../../db/database.js";
import type { App } from "../app.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);

describe("GET /livez", () => {
  it("answers 200 while the process answers, without a token and without a word about the rest", async () => {
    const response = await server.app.inject({ method: "GET", url: "/livez" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});

describe("GET /readyz", () => {
  it("answers 200 when the database answers with every migration applied", async () => {
    const response = await server.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready" });
    // Asked again, the migrations are not read again; the database still is.
    expect((await server.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });

  it("answers 503 once the server is shutting down", async () => {
    server.state.shuttingDown = true;
    const response = await server.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "not_ready" });
  });
});

describe("GET /readyz on a database of its own", () => {
  let handle: DatabaseHandle | undefined;
  let own: App | undefined;
  afterEach(async () => {
    await own?.app.close();
    await handle?.close().catch(() => undefined);
    own = undefined;
    handle = undefined;
  });

  it("answers 503 when the database is closed, having been ready before", async () => {
    handle = await createTestDatabase();
    own = await createTestApp(handle.db);
    expect((await own.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
    await handle.close();
    const response = await own.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "not_ready" });
  });

  it("answers 503 while the database lacks this build's last migration", async () => {
    handle = await createTestDatabase();
    const last = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await handle.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last}`);
    own = await createTestApp(handle.db);
    expect((await own.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(503);
  });
});
