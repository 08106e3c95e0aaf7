import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, signIn } from "../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { signAccessToken } from "../auth/access-token.js";
import type { App } from "./app.js";

/**
 * The only /api routes anyone may call without an admin token. Adding a public
 * route means adding it here, on purpose; anything else is guarded.
 */
const PUBLIC_API_ROUTES = [
  "GET /api/health",
  "POST /api/auth/token",
  "POST /api/auth/logout",
  "GET /api/articles",
  "POST /api/articles/00000000-0000-4000-8000-000000000000/view",
  "POST /api/contact",
  "POST /api/cookie-consents",
  "POST /api/edition/confirm",
  "POST /api/edition/subscribe",
  "POST /api/edition/unsubscribe",
  "GET /api/ads/config",
  // The API's own description and its page (docs/decisions.md: the docs are public).
  "GET /api/docs",
  "GET /api/docs/json",
  "GET /api/edition/unsubscribe",
  "GET /api/docs/assets/00000000-0000-4000-8000-000000000000",
];

const testDb = useTestDatabase();
let server: App & { secret: Uint8Array };

beforeEach(async () => {
  server = await createTestApp(testDb.db);
  await server.app.ready();
});
afterEach(async () => {
  await server.app.close();
});

/** Every concrete method and URL of the API in Fastify's route table (HEAD twins and the 404 catch-all aside). */
function apiRoutes() {
  return server.routes
    .filter((route) => route.url.startsWith("/api/") && route.url !== "/api/*")
    .flatMap((route) => [route.method].flat().filter((method) => method !== "HEAD").map((method) => ({ ...route, method })))
    .map((route) => ({ ...route, url: route.url.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000") }));
}

describe("admin access, walked over the whole route table", () => {
  it("has exactly the intended public API routes", () => {
    const publicOnes = apiRoutes()
      .filter((route) => route.public)
      .map((route) => `${route.method} ${route.url}`);
    expect(publicOnes.sort()).toEqual([...PUBLIC_API_ROUTES].sort());
  });

  it("guards every /api/admin and /api/functions route", () => {
    const guarded = apiRoutes().filter((route) => /^\/api\/(admin|functions)\//.test(route.url));
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) expect(route.public, `${route.method} ${route.url}`).toBe(false);
  });

  it("answers 401 to every guarded route without a valid access token", async () => {
    const { session } = await signIn(server.app);
    const sessionId = JSON.parse(Buffer.from(session.access_token.split(".")[1]!, "base64url").toString()).sid as string;
    const expired = await signAccessToken(server.secret, { userId: session.user.id, sessionId, email: session.user.email }, Date.now() - 3_600_000);
    const forged = await signAccessToken(randomBytes(32), { userId: session.user.id, sessionId, email: session.user.email });
    const credentials: Record<string, string | undefined> = {
      "no token": undefined,
      "a forged token": `Bearer ${forged.token}`,
      "an expired token": `Bearer ${expired.token}`,
      "a refresh token used as an access token": `Bearer ${session.refresh_token}`,
      "a malformed header": `Token ${session.access_token}`,
    };
    const guarded = apiRoutes().filter((route) => !route.public);
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      for (const [label, authorization] of Object.entries(credentials)) {
        const response = await server.app.inject({
          method: route.method as "GET",
          url: route.url,
          headers: authorization ? { authorization } : {},
          ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${route.method} ${route.url} with ${label}`).toBe(401);
        expect(response.json(), `${route.method} ${route.url} with ${label}`).toHaveProperty("error");
      }
      const allowed = await server.app.inject({
        method: route.method as "GET",
        url: route.url,
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(allowed.statusCode, `${route.method} ${route.url} with a valid token`).not.toBe(401);
    }
  });
});
