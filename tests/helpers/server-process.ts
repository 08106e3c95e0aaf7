import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { PGLITE_EXTENSIONS, wrapPglite } from "../../src/db/pglite-open.js";
import { migrateAndSeed } from "../../src/db/migrate.js";

/**
 * The program as an operator runs it, for process tests: src/main.ts in its
 * own Node process (no tsx wrapper, so signals and SIGKILL reach the server
 * itself), on a port of its own.
 */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves when `text` appears in the output after its first `from` characters (at once if it already has). */
  printed(text: string, from?: number): Promise<void>;
}

export const ROOT = path.resolve(import.meta.dirname, "../..");

let templateDir: Promise<string> | undefined;

/** An embedded database directory, migrated and seeded, made once per test worker (from the run's template when there is one). */
function migratedDirectory(): Promise<string> {
  templateDir ??= (async () => {
    const file = inject("pgliteTemplateFile");
    // In the run's scratch folder, which the global teardown removes (workers are stopped, not always exited).
    const dir = path.join(inject("runTempDir"), `pglite-dir-${process.pid}`);
    const client = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS, loadDataDir: file ? new Blob([fs.readFileSync(file)]) : undefined });
    if (!file) await migrateAndSeed(wrapPglite(client));
    await client.close();
    return dir;
  })();
  return templateDir;
}

/**
 * Puts an already migrated and seeded embedded database in `dataDir`, as a
 * server left it after its first start (no administrator yet). A first start
 * on an empty folder spends seconds creating and migrating the database: the
 * tests about that start leave the folder empty, the others begin from here.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  fs.cpSync(await migratedDirectory(), path.join(dataDir, "pglite"), { recursive: true });
}

/**
 * A port unlikely to be taken: below Linux's ephemeral range (32768-60999),
 * where the system hands out ports to every outgoing connection and to the
 * test servers listening on port 0, so a busy run cannot have taken it first.
 */
export function freePort(): number {
  return 20_000 + Math.floor(Math.random() * 12_000);
}

/** Starts the server with the test's environment only: neither the runner's DATABASE_URL nor TEST_DATABASE_URL leaks in. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const { TEST_DATABASE_URL: _t, DATABASE_URL: _d, ...inherited } = process.env;
  const port = Number(env.PORT ?? freePort());
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: ROOT,
    env: { ...inherited, LOG_LEVEL: "warn", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let waiters: Array<{ text: string; from: number; resolve(): void }> = [];
  const append = (chunk: unknown) => {
    output += String(chunk);
    const ready = waiters.filter((w) => output.indexOf(w.text, w.from) >= 0);
    waiters = waiters.filter((w) => !ready.includes(w));
    for (const waiter of ready) waiter.resolve();
  };
  child.stdout!.on("data", append);
  child.stderr!.on("data", append);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const printed = (text: string, from = 0) =>
    new Promise<void>((resolve) => {
      if (output.indexOf(text, from) >= 0) return resolve();
      waiters.push({ text, from, resolve });
    });
  return { child, port, exited, output: () => output, printed };
}

/** Calls the API; the body is parsed JSON (as `Response.json()` types it), or null. */
export async function api(port: number, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/** Waits until the server answers its health check; fails early, with its output, if it exits first. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fetch(`http://127.0.0.1:${server.port}/api/health`).then((r) => r.ok, () => false)) return;
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready:\n${server.output()}`);
}

/** Waits until the server answers its health check, then signs in and returns the access token. */
export async function signInWhenReady(server: ServerProcess, credentials: { email: string; password: string }, timeoutMs = 90_000): Promise<string> {
  await waitUntilHealthy(server, timeoutMs);
  const signedIn = await api(server.port, "POST", "/api/auth/token?grant_type=password", undefined, credentials);
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${JSON.stringify(signedIn.json)}`);
  return signedIn.json.access_token as string;
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs` with `what`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number, everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
