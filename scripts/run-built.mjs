/**
 * `node scripts/run-built.mjs NAME SOURCE [ARGS...]`: runs a command-line
 * tool (`npm run admin`, `npm run cli`) from its compiled build/node/NAME.js
 * when that is current, in this same process, so a production install needs
 * no TypeScript loader. In a development checkout whose build is missing or
 * older than the sources it runs SOURCE through tsx instead; a production
 * install runs the build it has, and without one says what to run and exits 1.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BUILD_STEPS, ROOT, buildState, productionInstallReason } from "./build-state.mjs";

const [name, source, ...args] = process.argv.slice(2);
if (!name || !source) {
  process.stderr.write("Usage: node scripts/run-built.mjs NAME SOURCE [ARGS...]\n");
  process.exit(2);
}
const built = `build/node/${name}.js`;
const state = buildState([built]);
const production = state === "current" ? undefined : productionInstallReason();

if (state === "current" || (production && state === "stale")) {
  if (state === "stale") process.stderr.write(`${built} is older than the sources; this install does not build (${production}), so it runs as built.\n`);
  // The tool reads its arguments from process.argv.slice(2), as when started directly.
  process.argv = [process.argv[0], path.join(ROOT, built), ...args];
  await import(pathToFileURL(path.join(ROOT, built)).href);
} else if (production) {
  process.stderr.write(`No build to run: ${built} is missing, and this install does not build (${production}).\nRun ${BUILD_STEPS}, then try again.\n`);
  process.exit(1);
} else {
  const result = spawnSync(process.execPath, ["--import", "tsx", source, ...args], { cwd: ROOT, stdio: "inherit" });
  if (result.signal) process.kill(process.pid, result.signal);
  process.exit(result.status ?? 1);
}
