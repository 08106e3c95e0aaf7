import { sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/helpers/test-app.js";
import { createTestDatabase, useTestDatabase } from "../../tests/helpers/test-db.js";
import { errorLogs } from "../db/schema/index.js";
import type { App } from "./app.js";
import { ServerErrorRecorder } from "./server-error-recorder.js";

const testDb = useTestDatabase();
let server: App;

beforeEach(async () => {
  server = await createTestApp(testDb.db);
  // Routes that fail the way a bug would; public, so no session is read on the way.
  server.app.get("/api/test/boom/:id", { config: { public: true } }, async () => {
    throw new Error("kaboom");
  });
  server.app.get("/api/test/bad-query", { config: { public: true } }, async () => {
    await testDb.db.execute(sql`select * from no_such_table where token = ${"hunter2-secret"}`);
    return {};
  });
});

afterEach(async () => {
  await server.app.close();
});

describe("an unhandled 5xx", () => {
  it("answers 500 without details and writes an error row with the route, the message and the stack, never the query string", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/test/boom/42?token=s3cret" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: "internal_error", message: "Internal server error" });
    await server.serverErrors.idle();
    const rows = await testDb.db.select().from(errorLogs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ error_type: "http_5xx", severity: "medium", source: "http", error_message: "GET /api/test/boom/:id: kaboom", resolved: false });
    expect(rows[0]!.stack_trace).toMatch(/^Error: kaboom\n\s+at .*server-error-recorder\.test\.ts/);
    expect(JSON.stringify(rows)).not.toContain("s3cret");
  });

  it("keeps a failed query's words and statement, not its parameters", async () => {
    expect((await server.app.inject({ method: "GET", url: "/api/test/bad-query" })).statusCode).toBe(500);
    await server.serverErrors.idle();
    const [row] = await testDb.db.select().from(errorLogs);
    expect(row?.error_message).toMatch(/^GET \/api\/test\/bad-query: relation "no_such_table" does not exist \(query: select \* from no_such_table where token = \$1\)$/);
    expect(row?.stack_trace).toContain("no_such_table");
    expect(JSON.stringify(row)).not.toContain("hunter2-secret");
  });

  it("answers before the row is written: a table locked by a long transaction delays the row, not the reply", async () => {
    // The CSP's ads state is read once, before the table is locked.
    await server.app.inject({ method: "GET", url: "/api/health" });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const transaction = testDb.db.transaction(async (tx) => {
      await tx.execute(sql`lock table error_logs in access exclusive mode`);
      locked();
      await held;
    });
    await isLocked;
    const response = await server.app.inject({ method: "GET", url: "/api/test/boom/1" });
    expect(response.statusCode).toBe(500);
    expect(server.serverErrors.pending).toBe(1);
    release();
    await transaction;
    await server.serverErrors.idle();
    expect(await testDb.db.select().from(errorLogs)).toHaveLength(1);
  });
});

describe("ServerErrorRecorder", () => {
  it("never fails when the database cannot take the row: a console warning instead", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const lines: string[] = [];
    const log = pino({ level: "warn" }, { write: (line: string) => void lines.push(line) }) as unknown as FastifyBaseLogger;
    const recorder = new ServerErrorRecorder(broken.db, log);
    const request = { method: "POST", url: "/api/admin/feeds?x=1", routeOptions: { url: "/api/admin/feeds" } } as unknown as FastifyRequest;
    recorder.record(new Error("kaboom"), request);
    await recorder.idle();
    expect(lines.map((line) => JSON.parse(line) as { msg: string; category?: string })).toEqual([
      expect.objectContaining({ msg: "could not keep the failed request in error_logs" }),
    ]);
    expect(JSON.parse(lines[0]!)).not.toHaveProperty("category");
  });
});
