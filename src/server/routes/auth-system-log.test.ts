import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN, createTestApp, signIn } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { systemLogs } from "../../db/schema/index.js";
import { createLogger } from "../../platform/log.js";
import { SystemLogSink } from "../../platform/log-sink/system-log-sink.js";
import type { App } from "../app.js";

const testDb = useTestDatabase();
let server: App;
let sink: SystemLogSink;

beforeEach(async () => {
  sink = new SystemLogSink();
  const quiet = { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream;
  const logger = createLogger("silent", quiet, sink);
  sink.attach(testDb.db);
  server = await createTestApp(testDb.db, {}, { logger });
});

afterEach(async () => {
  await server.app.close();
  await sink.close();
});

async function securityLines() {
  await sink.flush();
  const rows = await testDb.db.select().from(systemLogs);
  return rows.filter((row) => row.category === "security").sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());
}

const tryPassword = (password: string, ip = "203.0.113.50") =>
  server.app.inject({ method: "POST", url: "/api/auth/token?grant_type=password", payload: { email: ADMIN.email, password }, remoteAddress: ip });

describe("sign-in events in the system log (category security)", () => {
  it("a sign-in and a sign-out, with the admin's own address and nothing else", async () => {
    const { session } = await signIn(server.app);
    await server.app.inject({ method: "POST", url: "/api/auth/logout?scope=local", headers: { authorization: `Bearer ${session.access_token}` } });
    const lines = await securityLines();
    expect(lines.map(({ log_level, source, message }) => ({ log_level, source, message }))).toEqual([
      { log_level: "info", source: "auth", message: "admin signed in" },
      { log_level: "info", source: "auth", message: "admin signed out" },
    ]);
    expect(lines[0]?.details).toMatchObject({ email: ADMIN.email });
    expect(JSON.stringify(lines)).not.toContain(ADMIN.password);
    expect(JSON.stringify(lines)).not.toContain("203.0.113");
  });

  it("a failed sign-in and the refusal past the limit, without the password or the address tried", async () => {
    for (let n = 0; n < 10; n++) expect((await tryPassword(`sbagliata-${n}`)).statusCode).toBe(401);
    // Refusals come by the hundred in a flood: the first is written, the next ones are counted into a later line.
    for (let n = 0; n < 5; n++) expect((await tryPassword("ancora-sbagliata")).statusCode).toBe(429);
    const lines = await securityLines();
    const failed = lines.filter((line) => line.message === "sign-in failed");
    const refused = lines.filter((line) => line.message !== "sign-in failed");
    expect(failed).toHaveLength(10);
    expect(failed[0]).toMatchObject({ log_level: "warn", source: "auth", details: { reason: "invalid_credentials" } });
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ log_level: "warn", message: "sign-in refused: too many attempts", details: { reason: "too_many_attempts", other_refusals: 0 } });
    const stored = JSON.stringify(lines);
    for (const secret of ["sbagliata", "203.0.113.50"]) expect(stored).not.toContain(secret);
  });
});
