/**
 * `npm start`: builds the web app and the server when a build is missing or
 * older than any source it depends on, then runs the built server in this
 * same process (plain JavaScript: no TypeScript compiler, no second Node
 * process), so the process tree is npm, its shell and this one.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const builtFiles = [path.join(root, "build", "server", "index.js"), path.join(root, "build", "node", "main.js")];
// The web app's loaders bundle domain code too, so any source change can reach either build.
const sources = ["src", "public", "drizzle", "scripts/build-server.mjs", "scripts/react-router.mjs"];
const sourceFiles = ["vite.config.ts", "react-router.config.ts", "package.json", "package-lock.json"];

/** The newest modification time in a file or directory tree, in ms (0 when missing). */
function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child.name))), stat.mtimeMs);
}

function buildIsStale() {
  const built = builtFiles.map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs);
  if (built.some((time) => time === undefined)) return true;
  const newestSource = Math.max(...[...sources, ...sourceFiles].map((entry) => newestMtime(path.join(root, entry))));
  return newestSource > Math.min(...built);
}

if (buildIsStale()) {
  process.stdout.write("Building the web app and the server (missing or out of date)...\n");
  const started = performance.now();
  // The build's own listing of every asset is noise here; it is shown when the build fails.
  const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}Build failed: see the messages above.\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
}

await import(pathToFileURL(builtFiles[1]).href);
