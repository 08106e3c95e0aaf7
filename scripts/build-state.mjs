/**
 * What `npm start` and the compiled commands (`npm run admin`, `npm run cli`)
 * need to know about this tree: whether it can build at all, and whether a
 * build output is older than the sources it was made from.
 *
 * A production install (`npm ci --omit=dev`) has no build tools: it runs the
 * build it was given and never makes one (docs/deploy.md).
 */
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");

// The web app's loaders bundle domain code too, so any source change can reach either build.
const SOURCE_DIRS = ["src", "public", "drizzle", "scripts/build-server.mjs", "scripts/react-router.mjs"];
const SOURCE_FILES = ["vite.config.ts", "react-router.config.ts", "package.json", "package-lock.json"];

/** Dev dependencies `npm run build` cannot do without: the web app's bundler and the server's. */
const BUILD_TOOLS = ["@react-router/dev", "esbuild"];

/**
 * Why this tree never builds, or undefined when it may: NODE_ENV=production
 * says so outright; otherwise a missing build tool means `npm ci --omit=dev`
 * (or `NODE_ENV=production npm ci`) installed it. Looked up in this tree's own
 * node_modules, not up the parent folders as `import` would.
 */
export function productionInstallReason(root = ROOT, env = process.env) {
  if (env.NODE_ENV === "production") return "NODE_ENV=production";
  const missing = BUILD_TOOLS.filter((name) => !fs.existsSync(path.join(root, "node_modules", name, "package.json")));
  return missing.length > 0 ? `no dev dependencies: ${missing.join(" and ")} not installed` : undefined;
}

/** The newest modification time in a file or directory tree, in ms (0 when missing). */
function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child.name))), stat.mtimeMs);
}

/**
 * The state of a build made of `builtFiles` (paths from the root):
 * "missing" when any is absent, "stale" when a source is newer than the
 * oldest of them, else "current".
 */
export function buildState(builtFiles, root = ROOT) {
  const built = builtFiles.map((file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs);
  if (built.some((time) => time === undefined)) return "missing";
  const newestSource = Math.max(...[...SOURCE_DIRS, ...SOURCE_FILES].map((entry) => newestMtime(path.join(root, entry))));
  return newestSource > Math.min(...built) ? "stale" : "current";
}

/** The steps that give a production install an up-to-date build, for messages. */
export const BUILD_STEPS = "`npm ci && npm run build && npm ci --omit=dev` (or copy build/ from a machine that built this same commit)";
