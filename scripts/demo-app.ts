/**
 * The Rassegna server as a child process of the demo: built if needed, started
 * on its own data directory, its output kept in a log file so the demo's
 * console stays readable.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export interface DemoApp {
  child: ChildProcess;
  logFile: string;
  /** True until the process exits. */
  alive(): boolean;
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it has not finished its graceful shutdown in time. */
  stop(): Promise<void>;
}

/** Builds the web app when build/server/index.js is missing, as `npm start` does. */
export function ensureBuilt(root: string): void {
  if (fs.existsSync(path.join(root, "build", "server", "index.js"))) return;
  process.stdout.write("Building the web app (build/ is missing)...\n");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The web app build failed: see the messages above.");
}

/** Resolves when nothing listens on the port, so a busy port fails with a clear message, not a server stack trace. */
export function assertPortFree(port: number, variable: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`Port ${port} is already in use: stop what runs there or set ${variable} to another port.`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** Starts `node --import tsx src/main.ts` with the demo's settings. */
export function startApp(options: { root: string; port: number; dataDir: string; email: string; password: string; env?: Record<string, string> }): DemoApp {
  // The demo brings its own database and address: an operator's DATABASE_URL or PUBLIC_URL must not leak into it.
  const { DATABASE_URL: _db, PUBLIC_URL: _url, ROLE: _role, APP_SECRET: _secret, ...inherited } = process.env;
  const logFile = path.join(options.dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: options.root,
    stdio: ["ignore", log, log],
    env: {
      ...inherited,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      ADMIN_EMAIL: options.email,
      ADMIN_PASSWORD: options.password,
      ALLOW_PRIVATE_NETWORK: "true",
      LOG_LEVEL: "warn",
      ...options.env,
    },
  });
  fs.closeSync(log);
  let running = true;
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => {
      running = false;
      resolve(code);
    });
  });
  return {
    child,
    logFile,
    alive: () => running,
    exited,
    async stop() {
      if (!running) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The last lines of the server log, to show why the app stopped. */
export function logTail(logFile: string, lines = 20): string {
  const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "";
  return text.trimEnd().split("\n").slice(-lines).join("\n");
}
