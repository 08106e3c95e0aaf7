import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests against the built app, started on its own port with a fresh
 * embedded database. The values live in the environment so that the test
 * workers, which load this file again, agree with the runner.
 */
// The three ports lie below Linux's ephemeral range (32768-60999), so no outgoing connection can have taken them first.
process.env.E2E_PORT ??= String(25_000 + Math.floor(Math.random() * 2_000));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-e2e-"));
process.env.E2E_SMTP_PORT ??= String(27_000 + Math.floor(Math.random() * 2_000));
process.env.E2E_SOCIAL_PORT ??= String(29_000 + Math.floor(Math.random() * 2_000));
const port = Number(process.env.E2E_PORT);
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const socialPort = Number(process.env.E2E_SOCIAL_PORT);
const socialUrl = `http://127.0.0.1:${socialPort}`;

/** The recipient the SMTP stand-in refuses (550), for the test e-mail's failure on Automazione. */
export const E2E_REFUSED_RECIPIENT = "rifiutato@rassegna.test";

export const E2E_ADMIN = { email: "redazione@rassegna.test", password: "password-e2e-molto-lunga" };

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "it-IT",
    timezoneId: "Europe/Rome",
    trace: "retain-on-failure",
    // The service worker would answer the pages' navigations in every test (and hide them from page.route):
    // it is allowed only where it is the subject (dark-and-installable.spec.ts).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic", "--no-first-run", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      // A real SMTP server on 127.0.0.1 for the app's mail (tests/servers/smtp.ts); Playwright waits for its port.
      command: `npx tsx tests/servers/smtp.ts --port ${smtpPort} --refuse ${E2E_REFUSED_RECIPIENT}`,
      port: smtpPort,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // One stand-in for Telegram, Facebook, X and LinkedIn under their real paths (tests/servers/social-platforms.ts):
      // the Social Media screen's test posts really go out, to it.
      command: `npx tsx tests/servers/social-platforms.ts --port ${socialPort}`,
      port: socialPort,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The production server as `npm run build` leaves it (test:e2e builds first).
      command: "node build/node/main.js",
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: "warn",
        // The feed tests serve their feeds from 127.0.0.1, which the SSRF guard refuses by default.
        ALLOW_PRIVATE_NETWORK: "true",
        // AdminApi stages contact messages from made-up addresses (X-Forwarded-For), so the contact form's
        // limit of 5 messages per address in 10 minutes does not run out across the spec files.
        TRUST_PROXY: "127.0.0.1",
        // The stand-in above: notifications and Automazione's test e-mail go there.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The social stand-in above, for all four platforms.
        TELEGRAM_API_URL: socialUrl,
        FACEBOOK_GRAPH_URL: socialUrl,
        X_API_URL: socialUrl,
        LINKEDIN_API_URL: socialUrl,
      },
    },
  ],
});
