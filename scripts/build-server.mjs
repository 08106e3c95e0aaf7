/**
 * Bundles the server (src/main.ts and what it imports) and the command-line
 * tools (`npm run admin`, `npm run cli`) into build/node/, so production runs
 * plain `node build/node/main.js` and a production install (no dev
 * dependencies) runs every admin command: no TypeScript compiler in memory. Packages stay in node_modules (external). Modules the server
 * imports with `await import()` become chunks of their own that load on first
 * use, so an idle server never holds the AI SDK or the feed parsers.
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
// `--outdir DIR` (tests): another folder, which must sit two levels below the root like build/node (see chunkNames).
const outdirFlag = process.argv.indexOf("--outdir");
export const SERVER_OUT_DIR = outdirFlag > 0 ? path.resolve(root, process.argv[outdirFlag + 1]) : path.join(root, "build", "node");

fs.rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // The sync's worker threads load feed-worker.js from beside the chunk that starts them (src/feeds/pool/feed-pool.ts).
  // admin.js and cli.js are run by scripts/run-built.mjs (`npm run admin`, `npm run cli`); they share chunks with main.js.
  entryPoints: { main: "src/main.ts", "feed-worker": "src/feeds/pool/worker.ts", admin: "src/cli/admin.ts", cli: "src/cli/rassegna.ts" },
  outdir: SERVER_OUT_DIR,
  // Chunks beside main.js: code that finds files relative to itself (drizzle/ from src/db/migrate.ts) sits two levels down either way.
  chunkNames: "[name]-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  // Not enabled at run time (it costs memory); `node --enable-source-maps build/node/main.js` maps stacks to src/.
  sourcemap: "linked",
  // Node keeps every module's source in memory: without comments and indentation it is ~20 % smaller.
  // Names stay, so stack traces read without the map.
  minifyWhitespace: true,
  // The built server is the production one: React's server renderer otherwise picks its development build.
  banner: { js: 'process.env.NODE_ENV ??= "production";' },
  logLevel: "warning",
});

// esbuild escapes what is not ASCII in strings but leaves it in regular expressions ("…", "«", "’"); one such
// character makes V8 hold the whole file's source as two bytes a character, twice the memory. Escaped as
// UTF-16 units, which mean the same in strings and in regular expressions with or without the u flag.
for (const file of fs.readdirSync(SERVER_OUT_DIR)) {
  if (!file.endsWith(".js")) continue;
  const target = path.join(SERVER_OUT_DIR, file);
  const source = fs.readFileSync(target, "utf8");
  if (!/[\u0080-\uffff]/.test(source)) continue;
  // "\–" would become "\\u2013", a backslash and five letters: such an escape must be written otherwise in src/.
  if (/\\[\u0080-\uffff]/.test(source)) throw new Error(`${file}: a backslash before a non-ASCII character; escape that character in the source instead`);
  fs.writeFileSync(target, source.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`));
}
