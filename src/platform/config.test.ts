import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigError, configVariables, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("starts with documented defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "localhost",
      publicUrl: "http://localhost:3000",
      databaseUrl: undefined,
      role: "all",
      adminEmail: "admin@rassegna.local",
      allowPrivateNetwork: false,
      logLevel: "info",
    });
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.imageCacheDir).toBe(`${config.dataDir}/images`);
    expect(config.imageCacheMaxBytes).toBe(1024 * 1024 * 1024);
  });

  it("keeps the picture cache under DATA_DIR unless IMAGE_CACHE_DIR names a folder, within IMAGE_CACHE_MAX_MB", () => {
    expect(loadConfig({ DATA_DIR: "/srv/rassegna" }).imageCacheDir).toBe("/srv/rassegna/images");
    const config = loadConfig({ DATA_DIR: "/srv/rassegna", IMAGE_CACHE_DIR: "/var/cache/rassegna", IMAGE_CACHE_MAX_MB: "200" });
    expect(config).toMatchObject({ imageCacheDir: "/var/cache/rassegna", imageCacheMaxBytes: 200 * 1024 * 1024 });
  });

  it("sends notifications from PUBLIC_URL's host unless MAIL_FROM names a sender", () => {
    expect(loadConfig({ PUBLIC_URL: "https://rassegna.example.it" }).mailFrom).toBe("Rassegna <noreply@rassegna.example.it>");
    expect(loadConfig({}).mailFrom).toBe("Rassegna <noreply@localhost>");
    expect(loadConfig({ MAIL_FROM: "Redazione <notifiche@example.it>" }).mailFrom).toBe("Redazione <notifiche@example.it>");
    expect(loadConfig({ MAIL_FROM: "notifiche@example.it" }).mailFrom).toBe("notifiche@example.it");
  });

  it("normalises values: lower-case admin e-mail, public URL without trailing slash, boolean words", () => {
    const config = loadConfig({
      ADMIN_EMAIL: "Admin@Example.IT",
      PUBLIC_URL: "https://rassegna.example.it/",
      ALLOW_PRIVATE_NETWORK: "true",
      PORT: "8080",
    });
    expect(config.adminEmail).toBe("admin@example.it");
    expect(config.publicUrl).toBe("https://rassegna.example.it");
    expect(config.allowPrivateNetwork).toBe(true);
    expect(config.port).toBe(8080);
  });

  it.each([
    ["PORT", "abc", "PORT must be an integer from 1 to 65535"],
    ["PORT", "70000", "PORT must be an integer from 1 to 65535"],
    ["ROLE", "scheduler", "ROLE must be one of all, web, worker"],
    ["DATABASE_URL", "mysql://localhost/db", "DATABASE_URL must be a postgres:// or postgresql:// connection URL"],
    ["PUBLIC_URL", "rassegna.it", "PUBLIC_URL must be an absolute http(s) URL"],
    ["ADMIN_EMAIL", "not-an-email", "ADMIN_EMAIL must be an e-mail address"],
    ["ALLOW_PRIVATE_NETWORK", "maybe", "ALLOW_PRIVATE_NETWORK must be true or false"],
    ["LOG_LEVEL", "loud", "LOG_LEVEL must be one of trace"],
    ["SMTP_URL", "http://mail", "SMTP_URL must be an smtp:// or smtps:// URL"],
    ["MAIL_FROM", "Rassegna", "MAIL_FROM must be a sender such as"],
    ["MAIL_FROM", "Rassegna <notifiche@example.it>\r\nBcc: x@y.it", "MAIL_FROM must be a sender such as"],
    ["PROBE_PORT", "http", "PROBE_PORT must be an integer from 1 to 65535, other than PORT"],
    ["PROBE_PORT", "3000", "PROBE_PORT must be an integer from 1 to 65535, other than PORT"],
    ["TRUST_PROXY", "true", "TRUST_PROXY must be the reverse proxies' addresses or ranges"],
    ["TRUST_PROXY", "1", "TRUST_PROXY must be the reverse proxies' addresses or ranges"],
    ["TRUST_PROXY", "127.0.0.1,proxy.example.it", "TRUST_PROXY must be the reverse proxies' addresses or ranges"],
    ["TRUST_PROXY", "10.0.0.0/33", "TRUST_PROXY must be the reverse proxies' addresses or ranges"],
    ["IMAGE_CACHE_MAX_MB", "5", "IMAGE_CACHE_MAX_MB must be a whole number of megabytes from 10 to 1000000"],
    ["IMAGE_CACHE_MAX_MB", "1,5", "IMAGE_CACHE_MAX_MB must be a whole number of megabytes from 10 to 1000000"],
  ])("rejects %s=%s with one line naming it", (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrowError(message);
  });

  it.each([
    ["", []],
    ["false", []],
    ["127.0.0.1", ["127.0.0.1"]],
    [" 10.0.0.0/8, ::1 ,fd00::/8", ["10.0.0.0/8", "::1", "fd00::/8"]],
    ["loopback,uniquelocal", ["loopback", "uniquelocal"]],
  ])("reads TRUST_PROXY=%j as the proxies %j", (value, proxies) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(proxies);
  });

  it("never echoes a secret in the error", () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: "short-pw" })).toThrowError(
      "Invalid configuration: ADMIN_PASSWORD must be a password of 12 to 256 characters (got a value).",
    );
    expect(() => loadConfig({ APP_SECRET: "tiny-secret" })).not.toThrowError(/tiny-secret/);
    expect(() => loadConfig({ METRICS_TOKEN: "short-token" })).toThrowError(
      "Invalid configuration: METRICS_TOKEN must be a random string of at least 16 characters (got a value).",
    );
  });

  it("turns /metrics on only with a METRICS_TOKEN: unset or blank leaves it off", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "  " }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "0123456789abcdef" }).metricsToken).toBe("0123456789abcdef");
  });

  it.each([
    ["DATABASE_URL", "postgres://u:secret@:bad", "postgres://u:***@:bad"],
    ["DATABASE_URL", "postgresql://rassegna:p@ss:w0rd@db.example.it:port/news", "postgresql://rassegna:***@db.example.it:port/news"],
    ["DATABASE_URL", "mysql://u:secret@localhost/db", "mysql://u:***@localhost/db"],
    ["DATABASE_URL", "postgres://db.example.it:bad/news?sslmode=require&password=secret", "postgres://db.example.it:bad/news?sslmode=require&password=***"],
    ["SMTP_URL", "smtps://mailer:secret@mail example.it:465", "smtps://mailer:***@mail example.it:465"],
    ["SMTP_URL", "http://mailer:secret@mail.example.it", "http://mailer:***@mail.example.it"],
  ])("masks the password, and only it, of an invalid %s", (name, value, shown) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(`(got "${shown}").`);
    expect(() => loadConfig({ [name]: value })).not.toThrowError(/secret|w0rd/);
  });

  it("is documented: the README table names every variable", () => {
    const readme = fs.readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    for (const variable of configVariables) expect(readme).toContain(`| \`${variable.name}\``);
  });
});
