import { randomBytes, randomUUID, scrypt } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { Logger } from "pino";
import { afterEach, beforeEach } from "vitest";
import { findAdminByEmail, setAdminPassword } from "../../src/auth/admin-accounts.js";
import { adminUsers } from "../../src/db/schema/index.js";
import { loadConfig, type Config } from "../../src/platform/config.js";
import type { Database } from "../../src/db/database.js";
import { createAiFetch } from "../../src/ai/ai-fetch.js";
import { createFetcher } from "../../src/feeds/fetch/fetcher.js";
import { buildApp, type App } from "../../src/server/app.js";
import type { PublicReadParts } from "../../src/server/public-reads.js";
import type { Session } from "../../src/shared/auth.js";

export const ADMIN = { email: "admin@example.it", password: "una-password-lunga-e-sicura" };

let adminHash: Promise<string> | undefined;

/**
 * ADMIN's password hash in the stored format (`scrypt$N$r$p$salt$hash`), made
 * once per test file at scrypt's light cost N=2^10. Sign-in reads the cost
 * from the stored hash, so every test signs in through the real check, in
 * about 1 ms instead of the ~100 ms of the production cost.
 */
function testAdminHash(): Promise<string> {
  adminHash ??= (async () => {
    const salt = randomBytes(16);
    const cost = { N: 2 ** 10, r: 8, p: 1 };
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt(ADMIN.password.normalize("NFKC"), salt, 32, cost, (error, derived) => (error ? reject(error) : resolve(derived))),
    );
    return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
  })();
  return adminHash;
}

/** Creates ADMIN with the light hash; an ADMIN already there gets its password set as the CLI would (sessions ended). */
async function ensureTestAdmin(db: Database): Promise<void> {
  if (await findAdminByEmail(db, ADMIN.email)) {
    await setAdminPassword(db, ADMIN.email, ADMIN.password);
    return;
  }
  await db.insert(adminUsers).values({ email: ADMIN.email, password_hash: await testAdminHash() });
}

/**
 * A picture cache folder of this test process's own, never created unless a test makes a picture: the default
 * (./data/images) could be a developer's, and Spazio Server's orphan sweep removes what the test database does not name.
 */
const TEST_IMAGE_CACHE_DIR = path.join(os.tmpdir(), `rassegna-test-images-${randomUUID()}`);

/** The configuration tests run with: defaults plus any overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: "silent" }), imageCacheDir: TEST_IMAGE_CACHE_DIR, ...overrides };
}

/** The API server (no web build needed) over a test database, with one admin account. */
export async function createTestApp(
  db: Database,
  overrides: Partial<Config> = {},
  extras: { now?: () => Date; publicReads?: PublicReadParts; logger?: Logger } = {},
): Promise<TestApp> {
  const secret = randomBytes(32);
  await ensureTestAdmin(db);
  // The tests' outside world is 127.0.0.1, so the SSRF guard lets local servers through.
  const fetcher = createFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: true, timeoutMs: 5_000 });
  const aiFetch = createAiFetch({ allowPrivateNetwork: true });
  const { publicReads, logger, ...services } = extras;
  const built = await buildApp({ config: testConfig(overrides), db, secret, fetcher, aiFetch, ...services }, { web: false, publicReads, logger });
  built.app.addHook("onClose", async () => fetcher.close());
  return { ...built, secret };
}

type TestApp = App & { secret: Uint8Array };

/**
 * A fresh API server per test over the file's test database (useTestDatabase),
 * closed after the test. The returned object always reads the current test's
 * server, so `server.app.inject(...)` works in every test.
 */
export function useTestApp(
  testDb: { readonly db: Database },
  overrides: Partial<Config> = {},
  extras: { now?: () => Date } = {},
): TestApp {
  let current: TestApp | undefined;
  beforeEach(async () => {
    current = await createTestApp(testDb.db, overrides, extras);
  });
  afterEach(async () => {
    await current?.app.close();
    current = undefined;
  });
  const now = (): TestApp => {
    if (!current) throw new Error("the test server exists only inside a test");
    return current;
  };
  return {
    get app() {
      return now().app;
    },
    get routes() {
      return now().routes;
    },
    get state() {
      return now().state;
    },
    get reads() {
      return now().reads;
    },
    get serverErrors() {
      return now().serverErrors;
    },
    get secret() {
      return now().secret;
    },
  };
}

/** Signs in through the real token endpoint and returns the session and the refresh cookie. */
export async function signIn(
  app: App["app"],
  credentials = ADMIN,
  ip = "203.0.113.10",
): Promise<{ session: Session; cookie: string }> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/token?grant_type=password",
    payload: credentials,
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === "rassegna_refresh");
  return { session: response.json<Session>(), cookie: `rassegna_refresh=${cookie?.value ?? ""}` };
}
