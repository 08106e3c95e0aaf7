import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../src/platform/config.js";
import { withDatabase } from "../helpers/global-setup.js";
import { freePort, ROOT, startServerProcess, waitFor, waitUntilHealthy, type ServerProcess } from "../helpers/server-process.js";

/**
 * The deploy recipe of docs/deploy.md, run: deploy/'s systemd units pass
 * `systemd-analyze verify`, its environment file with each unit's settings is
 * a valid configuration, and on PostgreSQL two web instances and a worker
 * start with those settings behind Debian's nginx running deploy/'s site,
 * and a reader and the administrator walk the site through it.
 *
 * On the PostgreSQL run (TEST_DATABASE_URL, as CI sets it) the tools are
 * required: a missing nginx, systemd-analyze or web build fails the test with
 * what to install, rather than passing without checking anything.
 */
const templateUrl = inject("postgresTemplateUrl");
const DEPLOY = path.join(ROOT, "deploy");
const UNITS = path.join(DEPLOY, "systemd");

/** The path of a program on this machine (sbin included: nginx lives there), or undefined. */
function findProgram(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/sbin"];
  return dirs.map((dir) => path.join(dir, name)).find((file) => fs.existsSync(file));
}

/** VARIABLE=value lines of the committed environment file (systemd's EnvironmentFile). */
function environmentFile(): Record<string, string> {
  const lines = fs.readFileSync(path.join(DEPLOY, "rassegna.env"), "utf8").split("\n");
  const pairs = lines.filter((line) => /^[A-Z_]+=/.test(line)).map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]);
  return Object.fromEntries(pairs);
}

/** A unit's Environment= settings, with its instance name (%i) filled in. */
function unitEnvironment(unit: string, instance = ""): Record<string, string> {
  const text = fs.readFileSync(path.join(UNITS, unit), "utf8");
  const line = /^Environment=(.*)$/m.exec(text)?.[1] ?? "";
  return Object.fromEntries(line.split(/\s+/).filter(Boolean).map((pair) => pair.replaceAll("%i", instance).split("=") as [string, string]));
}

describe("the deploy recipe's configuration", () => {
  it("the environment file with each unit's settings is a valid configuration for its role", () => {
    const web = loadConfig({ ...environmentFile(), ...unitEnvironment("rassegna-web@.service", "3001") });
    expect([web.role, web.port, web.host, web.trustProxy]).toEqual(["web", 3001, "127.0.0.1", ["127.0.0.1"]]);
    expect(web.databaseUrl).toMatch(/^postgres:\/\//);
    const worker = loadConfig({ ...environmentFile(), ...unitEnvironment("rassegna-worker.service") });
    expect(worker.role).toBe("worker");
  });

  const systemdAnalyze = findProgram("systemd-analyze");
  it.runIf(systemdAnalyze || templateUrl)("the systemd units pass systemd-analyze verify and its security rating", () => {
    if (!systemdAnalyze) throw new Error("systemd-analyze is not installed (Debian package systemd): the units cannot be verified");
    // A copy where the paths the units name exist on this machine: the tree for /opt/rassegna/current,
    // this Node for /usr/bin/node (verify checks that ExecStart's program is executable).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-units-"));
    try {
      const adapt = (text: string) => text.replaceAll("/opt/rassegna/current", ROOT).replaceAll("/usr/bin/node ", `${process.execPath} `);
      for (const file of fs.readdirSync(UNITS)) fs.writeFileSync(path.join(dir, file), adapt(fs.readFileSync(path.join(UNITS, file), "utf8")));
      // The template as systemd instantiates it, under the names rassegna.target wants.
      for (const port of ["3001", "3002"]) fs.copyFileSync(path.join(dir, "rassegna-web@.service"), path.join(dir, `rassegna-web@${port}.service`));
      const names = ["rassegna-web@3001.service", "rassegna-web@3002.service", "rassegna-worker.service", "rassegna.target"];
      const verified = spawnSync(systemdAnalyze, ["verify", "--man=no", ...names.map((name) => path.join(dir, name))], { cwd: dir, encoding: "utf8", timeout: 60_000 });
      // Not only the exit status: an unknown key or a bad value is a warning that still exits 0.
      expect({ status: verified.status, output: `${verified.stdout}${verified.stderr}`.trim() }).toEqual({ status: 0, output: "" });
      // The hardening holds: systemd's own exposure score (0 best, 10 worst) stays at or under 2.5 for each service.
      const services = names.filter((name) => name.endsWith(".service")).map((name) => path.join(dir, name));
      const rated = spawnSync(systemdAnalyze, ["security", "--offline=true", "--threshold=25", "--no-pager", ...services], { cwd: dir, encoding: "utf8", timeout: 60_000 });
      expect(rated.status, rated.stdout.split("\n").filter((line) => line.includes("Overall")).join("\n")).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** nginx with deploy/'s site in front of the given ports, on `port`, in `dir` (a test variant: http, paths of this tree). */
function nginxConfig(dir: string, port: number, webPorts: number[]): string {
  const site = fs.readFileSync(path.join(DEPLOY, "nginx", "rassegna.conf"), "utf8");
  const upstream = /^upstream rassegna_web \{[\s\S]*?^\}/m.exec(site)?.[0] ?? "";
  const tested = upstream.replace("127.0.0.1:3001", `127.0.0.1:${webPorts[0]}`).replace("127.0.0.1:3002", `127.0.0.1:${webPorts[1]}`);
  if (!webPorts.every((webPort) => tested.includes(`127.0.0.1:${webPort} `))) throw new Error(`deploy/nginx/rassegna.conf's upstream is not the two instances on 3001 and 3002:\n${upstream}`);
  const snippet = fs.readFileSync(path.join(DEPLOY, "nginx", "rassegna-proxy.conf"), "utf8").replaceAll("/opt/rassegna/current", ROOT);
  fs.writeFileSync(path.join(dir, "rassegna-proxy.conf"), snippet);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `${kind}_temp_path ${dir}/${kind};`).join("\n  ");
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
  ${tested}
  server {
    listen 127.0.0.1:${port};
    server_name _;
    include ${dir}/rassegna-proxy.conf;
  }
}
`;
}

describe.runIf(templateUrl)("two web instances and a worker behind nginx, on PostgreSQL", () => {
  const nginx = findProgram("nginx");
  const processes: ServerProcess[] = [];
  let proxy: ReturnType<typeof spawn> | undefined;
  let dir: string;
  // Named like the run's test databases, so the run's teardown drops it should this file crash.
  let database: string;
  let admin: pg.Client;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-deploy-"));
    database = `${new URL(templateUrl).pathname.slice(1).replace("tpl", "t")}_deploy_${randomBytes(3).toString("hex")}`;
    admin = new pg.Client({ connectionString: withDatabase(templateUrl, "postgres") });
  });
  afterAll(async () => {
    proxy?.kill("SIGTERM");
    for (const server of processes) if (server.child.exitCode === null) server.child.kill("SIGTERM");
    await Promise.all(processes.map((server) => server.exited));
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serve the site and a sign-in through the proxy, and keep serving when one instance stops", { timeout: 240_000 }, async () => {
    if (!nginx) throw new Error("nginx is not installed: `apt-get install -y nginx` (.ci/run installs it); the deploy recipe cannot be checked without it");
    if (!fs.existsSync(path.join(ROOT, "build", "server", "index.js"))) throw new Error("the web app is not built: run `npm run build` first (.ci/run builds before the tests)");

    // An empty database, as on the first install: the three processes migrate it at start, one at a time.
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const nginxPort = freePort();
    const webPorts = [freePort(), freePort()];
    const shared: Record<string, string> = {
      ...environmentFile(),
      DATABASE_URL: withDatabase(templateUrl, database),
      APP_SECRET: randomBytes(32).toString("hex"),
      PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
      DATA_DIR: dir,
      LOG_LEVEL: "info",
    };
    const start = (unit: string, instance?: number) =>
      startServerProcess({ ...shared, ...unitEnvironment(unit, String(instance ?? "")), DATA_DIR: dir, ...(instance ? { PORT: String(instance) } : {}) });
    processes.push(start("rassegna-web@.service", webPorts[0]), start("rassegna-web@.service", webPorts[1]), start("rassegna-worker.service"));
    const [web1, web2, worker] = processes as [ServerProcess, ServerProcess, ServerProcess];
    await Promise.all([waitUntilHealthy(web1, 180_000), waitUntilHealthy(web2, 180_000)]);
    await waitFor("the worker's start", async () => (worker.output().includes("Rassegna started") ? true : worker.child.exitCode === null ? undefined : Promise.reject(new Error(worker.output()))), 120_000);

    // The administrator's password, set as docs/deploy.md says: the admin CLI on the shared database.
    const email = shared.ADMIN_EMAIL!;
    const password = "una-password-per-la-prova";
    const { TEST_DATABASE_URL: _t, ...inherited } = process.env;
    const setPassword = spawnSync(process.execPath, ["scripts/run-built.mjs", "admin", "src/cli/admin.ts", "set-password", email], {
      cwd: ROOT,
      env: { ...inherited, DATABASE_URL: shared.DATABASE_URL },
      input: `${password}\n`,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(setPassword.status, `${setPassword.stdout}${setPassword.stderr}`).toBe(0);

    fs.writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, nginxPort, webPorts));
    proxy = spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log"), "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
    let proxyOutput = "";
    proxy.stderr!.on("data", (chunk) => (proxyOutput += String(chunk)));
    const site = `http://127.0.0.1:${nginxPort}`;
    await waitFor(
      "nginx",
      async () => {
        if (proxy!.exitCode !== null) throw new Error(`nginx exited with ${proxy!.exitCode}: ${proxyOutput}${fs.readFileSync(path.join(dir, "error.log"), "utf8")}`);
        return fetch(`${site}/api/health`).then((response) => (response.ok ? true : undefined), () => undefined);
      },
      30_000,
    );

    // A reader: the home, its hashed assets (cached for a year), the API listing, the sign-in page.
    const home = await fetch(`${site}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset, "the home links no hashed script").toBeDefined();
    const script = await fetch(`${site}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect([script.status, script.headers.get("cache-control"), script.headers.get("content-encoding")]).toEqual([200, "public, max-age=31536000, immutable", "gzip"]);
    const listing = await fetch(`${site}/api/articles`);
    expect(listing.status).toBe(200);
    expect(await listing.json()).toHaveProperty("articles");
    expect((await fetch(`${site}/login`)).status).toBe(200);

    // The administrator: a sign-in, the dashboard with the session cookie, an admin API call with the token.
    const signIn = await fetch(`${site}/api/auth/token?grant_type=password`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
    expect(signIn.status).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const refreshCookie = signIn.headers.getSetCookie().find((cookie) => cookie.startsWith("rassegna_refresh="))?.split(";")[0];
    expect(refreshCookie).toBeDefined();
    const anonymous = await fetch(`${site}/dashboard/feeds`, { redirect: "manual" });
    expect([anonymous.status, anonymous.headers.get("location")]).toEqual([302, "/login"]);
    expect((await fetch(`${site}/dashboard/feeds`, { headers: { cookie: refreshCookie! }, redirect: "manual" })).status).toBe(200);
    expect((await fetch(`${site}/api/admin/automation`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

    // One instance stops (a restart, an upgrade): nginx sends every request to the other.
    web1.child.kill("SIGTERM");
    expect(await web1.exited).toBe(0);
    for (let i = 0; i < 4; i++) expect((await fetch(`${site}/api/articles`)).status).toBe(200);
    expect(worker.child.exitCode).toBeNull();
  });
});
