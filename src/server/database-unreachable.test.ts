import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closedPort } from "../../tests/helpers/closed-port.js";
import { createTestApp, testConfig } from "../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { webAppBuild } from "../../tests/helpers/web-build.js";
import { createAiFetch } from "../ai/ai-fetch.js";
import { openDatabase } from "../db/client.js";
import { type DatabaseHandle, queryRows } from "../db/database.js";
import { createFetcher } from "../feeds/fetch/fetcher.js";
import { buildApp, type App } from "./app.js";
import type { ServerDeps } from "./context.js";
import { reportUnreachableDatabase } from "./database-unreachable.js";
import { webRoutes } from "./web/web-routes.js";

type LogLine = Record<string, unknown>;

describe("while the database refuses connections", () => {
  let handle: DatabaseHandle;
  let server: App;
  let closeWeb: () => Promise<void>;
  let lines: LogLine[];

  beforeEach(async () => {
    // Nothing listens on the port: every connection is refused at once, as while PostgreSQL is stopped.
    handle = await openDatabase({ databaseUrl: `postgres://rassegna@127.0.0.1:${await closedPort()}/rassegna` });
    lines = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
    const fetcher = createFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: true, timeoutMs: 5_000 });
    const deps: ServerDeps = { config: testConfig(), db: handle.db, secret: randomBytes(32), fetcher, aiFetch: createAiFetch({ allowPrivateNetwork: true }) };
    server = await buildApp(deps, { web: false, logger });
    server.app.addHook("onClose", async () => fetcher.close());
    closeWeb = await webRoutes(server.app, deps, server.reads, { build: async () => webAppBuild() });
    server.app.get("/api/test/boom", { config: { public: true } }, async () => {
      throw new Error("kaboom");
    });
  });

  afterEach(async () => {
    await closeWeb();
    await server.app.close();
    await handle.close();
  });

  it("answers the API 503 with Retry-After in the one error shape", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/articles" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("30");
    expect(response.json()).toEqual({ error: "database_unreachable", message: "The database does not answer: try again shortly" });
  });

  it.each([
    ["the home page", "/"],
    ["a search", "/?search=governo"],
    ["an article", "/articolo/7c1f0a52-3d1e-4c6b-9f1a-2b8e4d6a9c30"],
    ["a topic", "/tag/campi-flegrei"],
    ["a publisher", "/fonte/ansa"],
    ["a topic's feed", "/rss/tag/campi-flegrei.xml"],
    ["the JSON Feed", "/feed.json"],
    ["the RSS feed", "/rss.xml"],
  ])("answers %s 503 with Retry-After and the short Italian page, no stack trace", async (_case, url) => {
    const response = await server.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("30");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain("Servizio momentaneamente non disponibile");
    expect(response.body).not.toMatch(/ECONNREFUSED|\bat .*\.[jt]s|Error:|select /);
  });

  it("logs one line for a burst of failed reads and tries no error row for them", async () => {
    for (const url of ["/", "/api/articles", "/rss.xml", "/?search=governo", "/api/articles?category=sport"]) {
      expect((await server.app.inject({ method: "GET", url })).statusCode).toBe(503);
    }
    await server.serverErrors.idle();
    // A row tried would show here too: the recorder warns when the database cannot take it.
    const warnings = lines.filter((line) => Number(line.level) >= 40);
    expect(warnings).toEqual([
      expect.objectContaining({ level: 40, category: "database", msg: "database unreachable: requests answer 503", reason: expect.stringMatching(/ECONNREFUSED/), other_requests: 0 }),
    ]);
  });

  it("still answers 500 to a failure of another kind", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.headers["retry-after"]).toBeUndefined();
    expect(response.json()).toEqual({ error: "internal_error", message: "Internal server error" });
  });
});

describe("a query that fails for another reason", () => {
  const testDb = useTestDatabase();

  it("stays a 500, kept in error_logs", async () => {
    const server = await createTestApp(testDb.db);
    try {
      server.app.get("/api/test/bad-query", { config: { public: true } }, async () => {
        await testDb.db.execute(sql`select * from no_such_table`);
        return {};
      });
      const response = await server.app.inject({ method: "GET", url: "/api/test/bad-query" });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: "internal_error", message: "Internal server error" });
      await server.serverErrors.idle();
      expect(await queryRows(testDb.db, sql`select error_type from error_logs`)).toEqual([{ error_type: "http_5xx" }]);
    } finally {
      await server.app.close();
    }
  });
});

describe("reportUnreachableDatabase", () => {
  it("logs the first failure at once, then at most a line a minute with the count held back", () => {
    const lines: LogLine[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) }) as unknown as FastifyBaseLogger;
    let now = 0;
    const report = reportUnreachableDatabase(log, () => now);
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    for (let i = 0; i < 4; i++) {
      expect(report(refused)).toMatchObject({ status: 503, code: "database_unreachable", retryAfterSeconds: 30 });
      now += 10_000;
    }
    now = 60_000;
    report(refused);
    expect(lines.map(({ other_requests, reason }) => ({ other_requests, reason }))).toEqual([
      { other_requests: 0, reason: "connect ECONNREFUSED 127.0.0.1:5432" },
      { other_requests: 3, reason: "connect ECONNREFUSED 127.0.0.1:5432" },
    ]);
  });
});
