/**
 * `npm start`: builds the web app when the build is missing or older than any
 * source it depends on, then starts the server.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildEntry = path.join(root, "build", "server", "index.js");
// Loaders bundle domain code too, so any source change can reach the server build.
const sources = ["src", "public", "drizzle"];
const sourceFiles = ["vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child.name))), stat.mtimeMs);
}

function buildIsStale(): boolean {
  const built = fs.statSync(buildEntry, { throwIfNoEntry: false })?.mtimeMs;
  if (built === undefined) return true;
  const newestSource = Math.max(...[...sources, ...sourceFiles].map((entry) => newestMtime(path.join(root, entry))));
  return newestSource > built;
}

if (buildIsStale()) {
  process.stdout.write("Building the web app (missing or out of date)...\n");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    process.stderr.write("Build failed: see the messages above.\n");
    process.exit(result.status ?? 1);
  }
}

// React's server renderer picks its development build unless told otherwise: ~25 % slower per page.
process.env.NODE_ENV ??= "production";
await import("../src/main.js");
