import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { signIn, useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { errorLogs } from "../../db/schema/index.js";
import type { ErrorList, ErrorLogView } from "../../shared/diagnostics.js";

const testDb = useTestDatabase();
const RESOLVED_AT = new Date("2026-11-25T10:00:00Z");
const server = useTestApp(testDb, {}, { now: () => RESOLVED_AT });
let token: string;

beforeEach(async () => {
  token = (await signIn(server.app)).session.access_token;
});

const MISSING = "00000000-0000-4000-8000-000000000000";
const START = Date.parse("2026-11-20T08:00:00Z");

function admin(method: "GET" | "POST", url: string) {
  return server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
}

async function list(query = ""): Promise<ErrorList> {
  const response = await admin("GET", `/api/admin/errors${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ErrorList>();
}

type Spec = { severity: "critical" | "high" | "medium" | "low"; resolved?: boolean };

/** Stores errors one minute apart, "errore 1" the oldest. */
async function storeErrors(specs: Spec[]) {
  return testDb.db
    .insert(errorLogs)
    .values(
      specs.map((spec, index) => ({
        timestamp: new Date(START + (index + 1) * 60_000),
        error_type: "feed_timeout",
        severity: spec.severity,
        error_message: `errore ${index + 1}`,
        source: "rss-sync",
        stack_trace: index === 0 ? "Error: errore 1\n    at sync (sync-feed.ts:1:1)" : null,
        resolved: spec.resolved ?? false,
        resolved_at: spec.resolved ? new Date(START) : null,
      })),
    )
    .returning();
}

const messages = (page: ErrorList) => page.errors.map((error) => error.error_message);

describe("GET /api/admin/errors", () => {
  it("answers no errors and zero counters on a quiet system", async () => {
    expect(await list()).toEqual({ errors: [], counts: { critical: 0, high: 0, medium: 0, resolved: 0 } });
  });

  it("lists newest first with every field the detail dialog shows, and counts open errors by severity and the resolved ones", async () => {
    const [first] = await storeErrors([
      { severity: "critical" },
      { severity: "high" },
      { severity: "high", resolved: true },
      { severity: "medium" },
      { severity: "medium" },
      { severity: "low" },
    ]);
    await testDb.db
      .update(errorLogs)
      .set({ ai_analysis: { root_cause: "Il feed non risponde.", suggested_solutions: ["Riprovare"], prevention_tips: ["Controllare"] } })
      .where(eq(errorLogs.id, first!.id));
    const page = await list();
    expect(messages(page)).toEqual(["errore 6", "errore 5", "errore 4", "errore 3", "errore 2", "errore 1"]);
    expect(page.counts).toEqual({ critical: 1, high: 1, medium: 2, resolved: 1 });
    expect(page.errors.at(-1)).toEqual<ErrorLogView>({
      id: first!.id,
      timestamp: "2026-11-20T08:01:00.000Z",
      error_type: "feed_timeout",
      severity: "critical",
      error_message: "errore 1",
      source: "rss-sync",
      stack_trace: "Error: errore 1\n    at sync (sync-feed.ts:1:1)",
      resolved: false,
      resolved_at: null,
      ai_analysis: { root_cause: "Il feed non risponde.", suggested_solutions: ["Riprovare"], prevention_tips: ["Controllare"] },
    });
  });

  it.each([
    ["?severity=high", ["errore 3", "errore 2"]],
    ["?state=open", ["errore 4", "errore 2", "errore 1"]],
    ["?state=resolved", ["errore 3"]],
    ["?severity=high&state=open", ["errore 2"]],
    ["?severity=all&state=all", ["errore 4", "errore 3", "errore 2", "errore 1"]],
  ])("filters %s, the counters still over every error", async (query, expected) => {
    await storeErrors([{ severity: "critical" }, { severity: "high" }, { severity: "high", resolved: true }, { severity: "medium" }]);
    const page = await list(query);
    expect(messages(page)).toEqual(expected);
    expect(page.counts).toEqual({ critical: 1, high: 1, medium: 1, resolved: 1 });
  });

  it("gives the latest 50", async () => {
    await storeErrors(Array.from({ length: 60 }, () => ({ severity: "medium" as const })));
    const page = await list();
    expect(page.errors).toHaveLength(50);
    expect(page.errors[0]!.error_message).toBe("errore 60");
    expect(page.errors[49]!.error_message).toBe("errore 11");
    expect(page.counts.medium).toBe(60);
  });

  it.each(["?severity=urgent", "?state=closed"])("refuses %s with 400", async (query) => {
    const response = await admin("GET", `/api/admin/errors${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_failed" });
  });
});

describe("POST /api/admin/errors/:id/resolve", () => {
  it("resolves an open error and answers it as stored; the counters move", async () => {
    const [error] = await storeErrors([{ severity: "critical" }]);
    const response = await admin("POST", `/api/admin/errors/${error!.id}/resolve`);
    expect(response.statusCode).toBe(200);
    expect(response.json<ErrorLogView>()).toMatchObject({ id: error!.id, resolved: true, resolved_at: RESOLVED_AT.toISOString(), severity: "critical" });
    expect((await list()).counts).toEqual({ critical: 0, high: 0, medium: 0, resolved: 1 });
  });

  it("resolving again answers 200 with the first resolution time", async () => {
    const [error] = await storeErrors([{ severity: "high", resolved: true }]);
    const response = await admin("POST", `/api/admin/errors/${error!.id}/resolve`);
    expect(response.statusCode).toBe(200);
    expect(response.json<ErrorLogView>()).toMatchObject({ resolved: true, resolved_at: new Date(START).toISOString() });
  });

  it("answers 404 for a missing error and 400 for an id that is not a UUID", async () => {
    expect((await admin("POST", `/api/admin/errors/${MISSING}/resolve`)).statusCode).toBe(404);
    const bad = await admin("POST", "/api/admin/errors/42/resolve");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: "validation_failed", message: "id: id must be a UUID" });
  });

  it("cannot be undone: the database refuses to reopen a resolved error, whoever asks", async () => {
    const [error] = await storeErrors([{ severity: "high", resolved: true }]);
    await expect(testDb.db.execute(sql`update error_logs set resolved = false, resolved_at = null where id = ${error!.id}`)).rejects.toThrow();
    const [stored] = await testDb.db.select().from(errorLogs).where(eq(errorLogs.id, error!.id));
    expect(stored).toMatchObject({ resolved: true });
  });

  it("needs an admin", async () => {
    const [error] = await storeErrors([{ severity: "high" }]);
    expect((await server.app.inject({ method: "POST", url: `/api/admin/errors/${error!.id}/resolve` })).statusCode).toBe(401);
    expect((await server.app.inject({ method: "GET", url: "/api/admin/errors" })).statusCode).toBe(401);
  });
});
