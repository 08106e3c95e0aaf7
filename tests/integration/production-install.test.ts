import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../helpers/server-process.js";

/**
 * A production install (`npm ci --omit=dev` on a built tree, docs/deploy.md):
 * `npm start` and `npm run admin` run what was built and never build, and
 * the CLI is compiled beside the server. The launch scripts run in a copy of
 * their own, in a tree made for each case: no build tools in its
 * node_modules, a build or none, sources newer or older.
 */
let tree: string;

beforeEach(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-install-"));
  for (const script of ["start.mjs", "run-built.mjs", "build-state.mjs"]) {
    fs.mkdirSync(path.join(tree, "scripts"), { recursive: true });
    fs.copyFileSync(path.join(ROOT, "scripts", script), path.join(tree, "scripts", script));
  }
  fs.copyFileSync(path.join(ROOT, "package.json"), path.join(tree, "package.json"));
  write("src/main.ts", "// the sources\n");
});
afterEach(() => {
  fs.rmSync(tree, { recursive: true, force: true });
});

function write(file: string, text: string, ageSeconds = 0): void {
  const target = path.join(tree, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
  const time = new Date(Date.now() - ageSeconds * 1000);
  fs.utimesSync(target, time, time);
}

/** A built server that says it ran, older than the sources (a release whose sources changed since). */
function writeStaleBuild(): void {
  write("build/server/index.js", "export {};\n", 3600);
  write("build/node/main.js", 'console.log("the built server ran");\n', 3600);
}

/** The build tools `npm ci` installs and `npm ci --omit=dev` leaves out. */
function installBuildTools(): void {
  write("node_modules/esbuild/package.json", "{}");
  write("node_modules/@react-router/dev/package.json", "{}");
}

function run(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const { NODE_ENV: _n, ...inherited } = process.env;
  return spawnSync(process.execPath, [path.join(tree, "scripts", script), ...args], { cwd: tree, env: { ...inherited, ...env }, encoding: "utf8", timeout: 30_000 });
}

describe("npm start on a production install", () => {
  it("without a build, says what to run and exits 1, building nothing", () => {
    const result = run("start.mjs");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("No build to run: build/server/index.js or build/node/main.js is missing");
    expect(result.stderr).toContain("no dev dependencies: @react-router/dev and esbuild not installed");
    expect(result.stderr).toContain("npm ci && npm run build && npm ci --omit=dev");
    expect(result.stdout).not.toContain("Building");
    expect(fs.existsSync(path.join(tree, "build"))).toBe(false);
  });

  it("with a build older than the sources, runs that build and says how to update it", () => {
    writeStaleBuild();
    const result = run("start.mjs");
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("the built server ran");
    expect(result.stdout).not.toContain("Building");
    expect(result.stderr).toContain("The build is older than the sources; this install does not build");
  });

  it("with NODE_ENV=production, never builds even when the build tools are installed", () => {
    installBuildTools();
    const result = run("start.mjs", [], { NODE_ENV: "production" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("this install does not build (NODE_ENV=production)");
    expect(result.stdout).not.toContain("Building");
  });
});

describe("npm run admin on a production install", () => {
  it("runs the compiled CLI with the operator's arguments", () => {
    write("build/node/admin.js", "console.log(JSON.stringify(process.argv.slice(2)));\n", 3600);
    const result = run("run-built.mjs", ["admin", "src/cli/admin.ts", "set-password", "redazione@example.it"]);
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(["set-password", "redazione@example.it"]);
  });

  it("without a compiled CLI, says what to run and exits 1", () => {
    const result = run("run-built.mjs", ["admin", "src/cli/admin.ts", "set-password", "redazione@example.it"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("No build to run: build/node/admin.js is missing");
  });
});

describe("the server build", () => {
  const outDir = path.join(ROOT, "build", `node-test-${randomBytes(4).toString("hex")}`);
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-install-data-"));
  });
  afterEach(() => {
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("compiles the admin CLI, which sets a password with plain Node (no TypeScript loader)", { timeout: 120_000 }, () => {
    // Beside build/node, two levels below the root like it: the bundle finds drizzle/ from there.
    const built = spawnSync(process.execPath, ["scripts/build-server.mjs", "--outdir", path.relative(ROOT, outDir)], { cwd: ROOT, encoding: "utf8" });
    expect(built.status, built.stderr).toBe(0);
    for (const entry of ["main.js", "admin.js", "cli.js", "feed-worker.js"]) expect(fs.existsSync(path.join(outDir, entry)), entry).toBe(true);

    // An empty DATA_DIR: the command creates and migrates the embedded database itself, as on a first install.
    const { TEST_DATABASE_URL: _t, DATABASE_URL: _d, ...inherited } = process.env;
    const admin = spawnSync(process.execPath, [path.join(outDir, "admin.js"), "set-password", "redazione@example.it"], {
      cwd: ROOT,
      env: { ...inherited, DATA_DIR: dataDir },
      input: "una-password-abbastanza-lunga\n",
      encoding: "utf8",
      timeout: 90_000,
    });
    expect(admin.stdout.trim(), admin.stderr).toBe("Created administrator redazione@example.it.");
  });

  it("declares every dependency's install script, so npm ci asks about none", () => {
    const listed = spawnSync("npm", ["install-scripts", "ls"], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout.trim()).toBe("No packages with unreviewed install scripts.");
  });
});
