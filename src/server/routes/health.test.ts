import type { AddressInfo } from "node:net";
import { beforeEach, describe, expect, it } from "vitest";
import { signIn, useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { systemHealthMetrics } from "../../db/schema/index.js";
import { collectHealthResponseSchema, healthListSchema } from "../../shared/health.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);
let token: string;

beforeEach(async () => {
  token = (await signIn(server.app)).session.access_token;
});

function admin(method: "GET" | "POST", url: string) {
  return server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(method === "POST" && { payload: {} }) });
}

/** A reading's figures are percentages and milliseconds of this machine: in range, never fixed values. */
function expectMachineFigures(reading: { cpu_usage: number; memory_usage: number; disk_usage: number; database_query_time: number }) {
  for (const percent of [reading.cpu_usage, reading.memory_usage, reading.disk_usage]) {
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
  }
  expect(reading.memory_usage).toBeGreaterThan(0);
  expect(reading.database_query_time).toBeGreaterThanOrEqual(0);
}

describe("POST /api/functions/collect-system-health", () => {
  it("is for the admin only", async () => {
    expect((await server.app.inject({ method: "POST", url: "/api/functions/collect-system-health", payload: {} })).statusCode).toBe(401);
    expect(await testDb.db.select().from(systemHealthMetrics)).toHaveLength(0);
  });

  it("stores and answers a reading of this machine; a server not listening has no HTTP figures and says so", async () => {
    const response = await admin("POST", "/api/functions/collect-system-health");
    expect(response.statusCode).toBe(200);
    const { success, data, alerts } = collectHealthResponseSchema.parse(response.json());
    expect(success).toBe(true);
    expect(alerts).toEqual([]);
    expectMachineFigures(data);
    expect(data).toMatchObject({ scope: "no_http", active_connections: null, api_response_time: null });
    const [stored] = await testDb.db.select().from(systemHealthMetrics);
    expect(stored!.id).toBe(data.id);
  });

  it("counts this server's open connections and times its own /api/health once it listens", async () => {
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = server.app.server.address() as AddressInfo;
    // A real request over TCP: its own connection is open while the reading counts.
    const response = await fetch(`http://127.0.0.1:${port}/api/functions/collect-system-health`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(200);
    const { data } = collectHealthResponseSchema.parse(await response.json());
    expectMachineFigures(data);
    expect(data.scope).toBe("full");
    expect(data.active_connections).toBeGreaterThanOrEqual(1);
    expect(data.api_response_time).toBeGreaterThan(0);
  });
});

describe("GET /api/admin/health", () => {
  it("is for the admin only", async () => {
    expect((await server.app.inject({ method: "GET", url: "/api/admin/health" })).statusCode).toBe(401);
  });

  it("gives the latest readings newest first, 20 unless asked otherwise", async () => {
    const start = Date.now() - 30 * 60_000;
    await testDb.db.insert(systemHealthMetrics).values(
      Array.from({ length: 25 }, (_, i) => ({
        timestamp: new Date(start + i * 60_000),
        status: i === 24 ? "warning" : "healthy",
        cpu_usage: i,
        memory_usage: 50,
        disk_usage: 30,
        active_connections: i % 2 === 0 ? 2 : null,
        api_response_time: i % 2 === 0 ? 3.5 : null,
        database_query_time: 1.2,
        scope: i % 2 === 0 ? "full" : "no_http",
      })),
    );

    const response = await admin("GET", "/api/admin/health");
    expect(response.statusCode).toBe(200);
    const { readings, alerts } = healthListSchema.parse(response.json());
    expect(alerts).toEqual([]);
    expect(readings.map((reading) => reading.cpu_usage)).toEqual([24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    expect(readings[0]).toMatchObject({ status: "warning", scope: "full", active_connections: 2, api_response_time: 3.5 });
    expect(readings[1]).toMatchObject({ scope: "no_http", active_connections: null, api_response_time: null });

    const ten = healthListSchema.parse((await admin("GET", "/api/admin/health?limit=10")).json());
    expect(ten.readings).toHaveLength(10);
  });

  it("names the figures past a threshold for the last 5 minutes and since when, none for a spike", async () => {
    const start = Date.now() - 40 * 60_000;
    // Half an hour calm, a spike, then 8 minutes with the CPU above 90 %: the run reads further back than the first page.
    const cpu = (i: number) => (i === 20 ? 99 : i >= 32 ? 95 : 10);
    await testDb.db.insert(systemHealthMetrics).values(
      Array.from({ length: 40 }, (_, i) => ({
        timestamp: new Date(start + i * 60_000),
        status: "healthy",
        cpu_usage: cpu(i),
        memory_usage: i >= 2 ? 75 : 50,
        disk_usage: 30,
        active_connections: null,
        api_response_time: null,
        database_query_time: 1.2,
        scope: "no_http",
      })),
    );
    const { alerts } = healthListSchema.parse((await admin("GET", "/api/admin/health")).json());
    expect(alerts).toEqual([
      { figure: "cpu", level: "critical", since: new Date(start + 32 * 60_000).toISOString(), until: new Date(start + 39 * 60_000).toISOString() },
      { figure: "memory", level: "warning", since: new Date(start + 2 * 60_000).toISOString(), until: new Date(start + 39 * 60_000).toISOString() },
    ]);
  });

  it.each(["0", "101", "abc"])("refuses limit=%s with 400", async (limit) => {
    const response = await admin("GET", `/api/admin/health?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_failed" });
  });
});
