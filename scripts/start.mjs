/**
 * `npm start`: builds the web app and the server when a build is missing or
 * older than any source it depends on, then runs the built server in this
 * same process (plain JavaScript: no TypeScript compiler, no second Node
 * process), so the process tree is npm, its shell and this one.
 *
 * A production install never builds (build-state.mjs tells one): it runs the
 * build it has, says so when the sources look newer, and without a build
 * explains what to run and exits 1.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BUILD_STEPS, ROOT, buildState, productionInstallReason } from "./build-state.mjs";

const SERVER_ENTRY = "build/node/main.js";
const builtFiles = ["build/server/index.js", SERVER_ENTRY];

const state = buildState(builtFiles);
const production = state === "current" ? undefined : productionInstallReason();

if (production && state === "missing") {
  process.stderr.write(`No build to run: ${builtFiles.join(" or ")} is missing, and this install does not build (${production}).\nRun ${BUILD_STEPS}, then npm start.\n`);
  process.exit(1);
} else if (production) {
  process.stderr.write(`The build is older than the sources; this install does not build (${production}), so it runs the build it has.\nTo bring it up to date: ${BUILD_STEPS}.\n`);
} else if (state !== "current") {
  process.stdout.write("Building the web app and the server (missing or out of date)...\n");
  const started = performance.now();
  // The build's own listing of every asset is noise here; it is shown when the build fails.
  const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}Build failed: see the messages above.\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
}

await import(pathToFileURL(path.join(ROOT, SERVER_ENTRY)).href);
