import { describe, expect, it } from "vitest";
import { MAX_DETAILS_CHARS, REDACTED } from "./log-details.js";
import { toLogRow } from "./log-row.js";

const line = (event: Record<string, unknown>) => JSON.stringify({ level: 30, time: Date.parse("2026-11-25T10:00:00Z"), pid: 1, hostname: "h", ...event });

describe("toLogRow", () => {
  it.each([
    [{ category: "system", msg: "Rassegna started", role: "all" }, { source: "rassegna", details: { role: "all" } }],
    [{ category: "ai", source: "openai", msg: "x" }, { source: "openai", details: null }],
    [{ category: "system", job: "feed-sync", msg: "x" }, { source: "feed-sync", details: { job: "feed-sync" } }],
    [{ category: "ai", module: "ai-queue", msg: "x" }, { source: "ai-queue", details: { module: "ai-queue" } }],
    [{ category: "database", reqId: "req-7", msg: "x" }, { source: "http", details: { reqId: "req-7" } }],
  ])("takes the source of %j", (event, expected) => {
    expect(toLogRow(line(event))).toMatchObject(expected);
  });

  it.each([
    [30, "info"],
    [40, "warn"],
    [50, "error"],
    [60, "error"],
  ])("stores pino level %i as %s", (level, stored) => {
    expect(toLogRow(line({ level, category: "system", msg: "x" }))?.log_level).toBe(stored);
  });

  it.each([
    ["below info", line({ level: 20, category: "system", msg: "x" })],
    ["without a category", line({ msg: "x" })],
    ["with an unknown category", line({ category: "billing", msg: "x" })],
    ["not JSON", 'category":"system" plain text'],
  ])("keeps nothing of a line %s", (_label, text) => {
    expect(toLogRow(text)).toBeNull();
  });

  it("keeps the event's own time, its message and the other fields as details", () => {
    const row = toLogRow(line({ category: "user", msg: "Esportazione è partita", rows: 12 }));
    expect(row).toEqual({
      timestamp: new Date("2026-11-25T10:00:00Z"),
      log_level: "info",
      category: "user",
      source: "rassegna",
      message: "Esportazione è partita",
      details: { rows: 12 },
    });
  });

  it("never keeps a secret: passwords, tokens, keys, cookies, authorization headers, a failed query's parameters", () => {
    const row = toLogRow(
      line({
        category: "security",
        msg: "x",
        password: "hunter2",
        api_key: "sk-live-123",
        apiKey: "sk-live-456",
        headers: { authorization: "Bearer abc.def", cookie: "rassegna_refresh=xyz", accept: "text/html" },
        refresh_token: "r-1",
        err: {
          type: "DrizzleQueryError",
          message: 'Failed query: update admin_users set password_hash = $1\nparams: scrypt$16384$8$1$salt$hash',
          stack: 'DrizzleQueryError: Failed query: update admin_users set password_hash = $1\nparams: scrypt$16384$8$1$salt$hash\n    at x',
          query: "update admin_users set password_hash = $1",
          params: ["scrypt$16384$8$1$salt$hash"],
        },
      }),
    );
    const stored = JSON.stringify(row?.details);
    for (const secret of ["hunter2", "sk-live", "abc.def", "xyz", "r-1", "salt$hash"]) expect(stored).not.toContain(secret);
    expect(row?.details).toMatchObject({
      password: REDACTED,
      api_key: REDACTED,
      headers: { authorization: REDACTED, cookie: REDACTED, accept: "text/html" },
      err: { type: "DrizzleQueryError", message: "Failed query: update admin_users set password_hash = $1\nparams: [omitted]" },
    });
    expect(row?.details?.err).not.toHaveProperty("params");
  });

  it("bounds the details of a huge event", () => {
    const huge = Object.fromEntries(Array.from({ length: 200 }, (_, n) => [`field${n}`, "x".repeat(5_000)]));
    const row = toLogRow(line({ category: "system", msg: "m".repeat(5_000), ...huge, nested: { a: { b: { c: { d: 1 } } } } }));
    expect(row?.message).toHaveLength(2000);
    expect(JSON.stringify(row?.details).length).toBeLessThanOrEqual(MAX_DETAILS_CHARS);
  });
});
