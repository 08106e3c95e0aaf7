/**
 * `npm run check:bundle` (after `npm run build`): the JavaScript a visitor's
 * browser loads for the home page, read from the server's own HTML of / (its
 * script and modulepreload tags), gzip-measured from build/client. Fails over
 * 150 KB gzip, or when a dashboard route's code or recharts reaches the home.
 *
 *   npx tsx scripts/check-bundle.ts [--budget 150]
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import type { ServerBuild } from "react-router";
import { createAiFetch } from "../src/ai/ai-fetch.js";
import { loadConfig } from "../src/platform/config.js";
import { openDatabase } from "../src/db/client.js";
import { migrateAndSeed } from "../src/db/migrate.js";
import { createFetcher } from "../src/feeds/fetch/fetcher.js";
import { buildApp } from "../src/server/app.js";
import { BUILD_DIR } from "../src/server/web/web-routes.js";

const { values } = parseArgs({ options: { budget: { type: "string", default: "150" } } });
const BUDGET_KB = Number(values.budget);
const clientDir = path.join(BUILD_DIR, "client");
const serverEntry = path.join(BUILD_DIR, "server", "index.js");
if (!fs.existsSync(serverEntry)) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

/** The home as the server renders it for an anonymous visitor, on an empty embedded database. */
async function homeHtml(): Promise<string> {
  const handle = await openDatabase({});
  await migrateAndSeed(handle);
  const fetcher = createFetcher({ userAgent: "check-bundle", allowPrivateNetwork: false });
  const deps = { config: loadConfig({ LOG_LEVEL: "silent" }), db: handle.db, secret: randomBytes(32), fetcher, aiFetch: createAiFetch({ allowPrivateNetwork: false }) };
  const { app } = await buildApp(deps, { web: true });
  try {
    const response = await app.inject({ method: "GET", url: "/" });
    if (response.statusCode !== 200) throw new Error(`GET / answered ${response.statusCode}`);
    return response.body;
  } finally {
    await app.close();
    await fetcher.close();
    await handle.close();
  }
}

/** Every /assets/*.js the page names: script src, modulepreload href, and imports in its inline module script. */
function firstLoadScripts(html: string): string[] {
  return [...new Set([...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((match) => match[1]!))];
}

interface Sized {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function measure(file: string): Sized {
  const bytes = fs.readFileSync(path.join(clientDir, file));
  return {
    file,
    raw: bytes.length,
    // The server's own settings: zlib's default gzip level, brotli quality 4 (src/server/app.ts).
    gzip: zlib.gzipSync(bytes).length,
    brotli: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
  };
}

/** The files only dashboard routes load (their modules and imports that no public route shares). */
function dashboardOnlyFiles(build: ServerBuild): Set<string> {
  const isDashboard = (id: string | undefined): boolean =>
    id !== undefined && (id === "routes/dashboard/layout" || isDashboard(build.routes[id]?.parentId));
  const dashboard = new Set<string>();
  const publicFiles = new Set<string>([build.assets.entry.module, ...build.assets.entry.imports]);
  for (const [id, route] of Object.entries(build.assets.routes)) {
    const files = route ? [route.module, ...(route.imports ?? [])] : [];
    for (const file of files) (isDashboard(id) ? dashboard : publicFiles).add(file);
  }
  return new Set([...dashboard].filter((file) => !publicFiles.has(file)));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const scripts = firstLoadScripts(await homeHtml()).map((url) => measure(url.replace(/^\//, "")));
const total = scripts.reduce((sum, item) => ({ raw: sum.raw + item.raw, gzip: sum.gzip + item.gzip, brotli: sum.brotli + item.brotli }), { raw: 0, gzip: 0, brotli: 0 });

console.log(`home first-load JS: ${scripts.length} files, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip, ${kb(total.brotli)} brotli (budget ${BUDGET_KB} KB gzip)`);
console.log("largest:");
for (const item of [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
  console.log(`  ${kb(item.gzip).padStart(9)} gzip  ${kb(item.raw).padStart(9)} raw  ${item.file}`);
}

const problems: string[] = [];
if (total.gzip > BUDGET_KB * 1024) problems.push(`over budget by ${kb(total.gzip - BUDGET_KB * 1024)}`);
const dashboardFiles = dashboardOnlyFiles(build);
const dashboardOnHome = scripts.filter((item) => dashboardFiles.has(`/${item.file}`));
if (dashboardOnHome.length > 0) problems.push(`dashboard code on the home: ${dashboardOnHome.map((item) => item.file).join(", ")}`);
// Recharts names its elements "recharts-…" in class names that minification keeps.
const withCharts = scripts.filter((item) => fs.readFileSync(path.join(clientDir, item.file), "utf8").includes("recharts-"));
if (withCharts.length > 0) problems.push(`recharts on the home: ${withCharts.map((item) => item.file).join(", ")}`);
const dashboardSize = [...dashboardFiles].reduce((sum, file) => sum + measure(file.replace(/^\//, "")).gzip, 0);
console.log(`dashboard-only chunks: ${dashboardFiles.size} files, ${kb(dashboardSize)} gzip, none loaded by the home: ${dashboardOnHome.length === 0 ? "yes" : "NO"}`);

if (problems.length > 0) {
  for (const problem of problems) console.error(`FAIL: ${problem}`);
  process.exit(1);
}
console.log("OK: within budget");
