import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freePort, seedDataDir, startServerProcess, waitUntilHealthy } from "../helpers/server-process.js";

/**
 * The program as an operator runs it: real processes on an embedded database
 * in a temporary DATA_DIR, talking HTTP on a free port. The first test starts
 * on an empty DATA_DIR (creating and migrating the database); the others
 * begin with a migrated one (seedDataDir), which saves seconds a start.
 */
const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-proc-"));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { TEST_DATABASE_URL: _ignored, DATABASE_URL: _ignored2, ...rest } = process.env;
  return { ...rest, DATA_DIR: dataDir, LOG_LEVEL: "info", ...extra };
}

/** The server on this test's data dir, logging at info (the tests read its log). */
const startServer = (extra: Record<string, string> = {}) => startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "info", ...extra });

const signInAt = (port: number, email: string, password: string) =>
  fetch(`http://127.0.0.1:${port}/api/auth/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });

describe("the server process", () => {
  it("prints generated credentials once, and they sign in", { timeout: 120_000 }, async () => {
    const port = freePort();
    const server = startServer({ PORT: String(port) });
    try {
      await waitUntilHealthy(server);
      const match = /e-mail:\s+(\S+)\s+password:\s+(\S+)/.exec(server.output());
      expect(match, server.output()).not.toBeNull();
      expect((await signInAt(port, match![1]!, match![2]!)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/api/admin/automation`)).status).toBe(401);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    // A second start finds the admin and prints no password.
    const again = startServer({ PORT: String(port) });
    try {
      await waitUntilHealthy(again);
      expect(again.output()).not.toContain("password:");
    } finally {
      again.child.kill("SIGTERM");
      await again.exited;
    }
  });

  it("answers probes on PROBE_PORT, finishes requests in flight on SIGTERM, then closes the database and exits 0", { timeout: 120_000 }, async () => {
    await seedDataDir(dataDir);
    const port = freePort();
    const probePort = port === 20_000 ? 20_001 : port - 1;
    const server = startServer({ PORT: String(port), PROBE_PORT: String(probePort), ADMIN_PASSWORD: "password-di-prova-123" });
    await waitUntilHealthy(server);
    // The probes' own port answers from its own thread (it opens right after the main port: wait for it, bounded).
    const readyz = async () => {
      const response = await fetch(`http://127.0.0.1:${probePort}/readyz`).catch(() => undefined);
      return response && [response.status, await response.json()];
    };
    await expect.poll(readyz, { timeout: 15_000 }).toEqual([200, { status: "ready" }]);
    // A sign-in spends ~100 ms hashing: it is still in flight when the signal arrives.
    const inFlight = signInAt(port, "admin@rassegna.local", "password-di-prova-123");
    // The signal must follow the request's arrival, however slow a loaded machine is to deliver it
    // (its log line; 10 s at most, should the line ever go missing).
    await Promise.race([server.printed("incoming request", server.output().length), delay(10_000, undefined, { ref: false })]);
    server.child.kill("SIGTERM");
    expect((await inFlight).status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("shutdown complete");
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  });

  it("refuses a second server on the same embedded database in one line, without a stack trace", { timeout: 120_000 }, async () => {
    await seedDataDir(dataDir);
    const port = freePort();
    const server = startServer({ PORT: String(port) });
    try {
      await waitUntilHealthy(server);
      const second = spawnSync(tsx, ["src/main.ts"], { cwd: root, env: env({ PORT: String(freePort()) }), encoding: "utf8" });
      expect(second.status).toBe(1);
      const line = `The embedded database in ${path.join(dataDir, "pglite")} is in use by another Rassegna process (pid ${server.child.pid}). Stop it first, or use DATABASE_URL.`;
      expect(second.stderr.trim()).toBe(line);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });

  it("refuses to start with an invalid variable, naming it in one line", () => {
    const result = spawnSync(tsx, ["src/main.ts"], { cwd: root, env: env({ PORT: "http" }), encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be an integer from 1 to 65535 (got "http").');
  });
});

describe("npm run admin -- set-password", () => {
  const admin = (args: string[], input: string) =>
    spawnSync(tsx, ["src/cli/admin.ts", ...args], { cwd: root, env: env(), input, encoding: "utf8" });

  it("creates an admin from a piped password, then resets it; the new password signs in", { timeout: 120_000 }, async () => {
    await seedDataDir(dataDir);
    const created = admin(["set-password", "Redazione@Example.IT"], "prima-password-lunga\n");
    expect(created.stdout.trim(), created.stderr).toBe("Created administrator redazione@example.it.");
    const changed = admin(["set-password", "redazione@example.it"], "seconda-password-lunga\n");
    expect(changed.stdout.trim()).toBe("Password changed for redazione@example.it; its open sessions were signed out and its sign-in limits cleared.");

    const port = freePort();
    const server = startServer({ PORT: String(port) });
    try {
      await waitUntilHealthy(server);
      expect((await signInAt(port, "redazione@example.it", "prima-password-lunga")).status).toBe(401);
      expect((await signInAt(port, "REDAZIONE@example.it", "seconda-password-lunga")).status).toBe(200);
      // While the server holds the embedded database, the CLI must not open it.
      const busy = admin(["set-password", "redazione@example.it"], "terza-password-lunga\n");
      expect(busy.status).toBe(1);
      expect(busy.stderr).toContain("is in use by another Rassegna process");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });

  it.each([
    [["set-password", "not-an-email"], "x".repeat(20), '"not-an-email" is not an e-mail address.'],
    [["set-password", "a@b.it"], "short", "The password must be at least 12 characters long."],
    [["rename"], "", 'Unknown command "rename".'],
  ])("explains bad input %j in English and exits 1", (args, input, message) => {
    const result = admin(args, input);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
  });
});
