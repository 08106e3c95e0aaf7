import { isNull, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { ADMIN, useTestApp, signIn } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { refreshTokens } from "../../db/schema/index.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);

const passwordGrant = (payload: object, ip = "198.51.100.7") =>
  server.app.inject({ method: "POST", url: "/api/auth/token?grant_type=password", payload, remoteAddress: ip });
const refreshGrant = (options: { cookie?: string; token?: string }) =>
  server.app.inject({
    method: "POST",
    url: "/api/auth/token?grant_type=refresh_token",
    payload: options.token ? { refresh_token: options.token } : {},
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
const getUser = (accessToken: string) =>
  server.app.inject({ method: "GET", url: "/api/auth/user", headers: { authorization: `Bearer ${accessToken}` } });

describe("POST /api/auth/token?grant_type=password", () => {
  it("answers the session shape and sets an httpOnly refresh cookie", async () => {
    const response = await passwordGrant(ADMIN);
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(Object.keys(session).sort()).toEqual(["access_token", "expires_at", "expires_in", "refresh_token", "token_type", "user"]);
    expect(session).toMatchObject({ token_type: "bearer", expires_in: 900, user: { email: ADMIN.email, role: "admin" } });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(session.user).not.toHaveProperty("password_hash");
    const cookie = response.cookies.find((c) => c.name === "rassegna_refresh");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", value: session.refresh_token });
  });

  it("compares the e-mail case-insensitively and the password exactly", async () => {
    expect((await passwordGrant({ email: "  ADMIN@Example.IT ", password: ADMIN.password })).statusCode).toBe(200);
    const wrong = await passwordGrant({ email: ADMIN.email, password: ADMIN.password.toUpperCase() });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: "invalid_credentials", message: "Invalid login credentials" });
  });

  it("answers an unknown account exactly like a wrong password", async () => {
    const response = await passwordGrant({ email: "nobody@example.it", password: "whatever-password" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "invalid_credentials", message: "Invalid login credentials" });
  });

  it.each([
    [{}, "email"],
    [{ email: ADMIN.email }, "password"],
    [{ email: "", password: "x" }, "email"],
  ])("requires e-mail and password: %j", async (payload, field) => {
    const response = await passwordGrant(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_failed" });
    expect(response.json().message).toContain(field);
  });

  it("refuses an unknown grant type", async () => {
    const response = await server.app.inject({ method: "POST", url: "/api/auth/token?grant_type=magic", payload: ADMIN });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("grant_type");
  });

  // Eleven password checks, each in the scrypt thread at nice 10, which a loaded machine serves last: a bound for that.
  it("blocks an address after 10 failures in 15 minutes, even with the right password", { timeout: 120_000 }, async () => {
    for (let i = 0; i < 10; i++) {
      expect((await passwordGrant({ email: `guess${i}@example.it`, password: "nope" }, "192.0.2.1")).statusCode).toBe(401);
    }
    const blocked = await passwordGrant(ADMIN, "192.0.2.1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBe("900");
    expect(blocked.json()).toEqual({
      error: "too_many_attempts",
      message: "Too many failed sign-in attempts. Try again in 15 minutes.",
    });
    // Another address still gets in.
    expect((await passwordGrant(ADMIN, "192.0.2.2")).statusCode).toBe(200);
  });

  it("never lets a browser or proxy cache a token answer, success or error", async () => {
    const answers = [
      await passwordGrant(ADMIN),
      await passwordGrant({ email: ADMIN.email, password: "wrong" }),
      await passwordGrant({}),
      await refreshGrant({}),
      await refreshGrant({ cookie: (await signIn(server.app)).cookie }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 400, 401, 200]);
    for (const answer of answers) expect(answer.headers).toMatchObject({ "cache-control": "no-store", pragma: "no-cache" });
  });
});

describe("POST /api/auth/token?grant_type=refresh_token", () => {
  it("rotates the refresh token from the cookie and issues a working access token", async () => {
    const { session, cookie } = await signIn(server.app);
    const response = await refreshGrant({ cookie });
    expect(response.statusCode).toBe(200);
    const next = response.json();
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(response.cookies.find((c) => c.name === "rassegna_refresh")?.value).toBe(next.refresh_token);
    expect((await getUser(next.access_token)).json()).toMatchObject({ email: ADMIN.email });
  });

  it("accepts the refresh token in the body for API clients", async () => {
    const { session } = await signIn(server.app);
    expect((await refreshGrant({ token: session.refresh_token })).statusCode).toBe(200);
  });

  it("tolerates a second use within the grace period (two tabs), then revokes the family on later reuse", async () => {
    const { session } = await signIn(server.app);
    expect((await refreshGrant({ token: session.refresh_token })).statusCode).toBe(200);
    const secondTab = await refreshGrant({ token: session.refresh_token });
    expect(secondTab.statusCode).toBe(200);

    // Pretend the first rotation happened a minute ago: presenting the old token now is a replay.
    await testDb.db.update(refreshTokens).set({ rotated_at: sql`now() - interval '1 minute'` }).where(sql`rotated_at is not null`);
    const replay = await refreshGrant({ token: session.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe("token_reused");
    // The whole family is gone: the newest token and the access tokens stop working too.
    expect((await refreshGrant({ token: secondTab.json().refresh_token })).statusCode).toBe(401);
    expect((await getUser(secondTab.json().access_token)).statusCode).toBe(401);
  });

  it("two tabs refreshing at once get the same successor: the session never forks into two chains", async () => {
    const { session } = await signIn(server.app);
    const firstTab = await refreshGrant({ token: session.refresh_token });
    const secondTab = await refreshGrant({ token: session.refresh_token });
    expect(secondTab.statusCode).toBe(200);
    expect(secondTab.json().refresh_token).toBe(firstTab.json().refresh_token);
    expect(await testDb.db.select().from(refreshTokens).where(isNull(refreshTokens.rotated_at))).toHaveLength(1);
    // The shared successor keeps working for both.
    expect((await refreshGrant({ token: secondTab.json().refresh_token })).statusCode).toBe(200);
  });

  it.each([
    ["not percent-encoding", "rassegna_refresh=%"],
    ["too long", `rassegna_refresh=${"a".repeat(4000)}`],
    ["outside the token alphabet", `rassegna_refresh=${"'".repeat(43)}`],
    ["empty", "rassegna_refresh="],
  ])("answers 401, never 500, to a refresh cookie that is %s", async (_case, cookie) => {
    const response = await refreshGrant({ cookie });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe("invalid_grant");
  });

  it("refuses a missing or unknown token and clears the cookie", async () => {
    expect((await refreshGrant({})).statusCode).toBe(401);
    const unknown = await refreshGrant({ cookie: "rassegna_refresh=not-a-real-token" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.cookies.find((c) => c.name === "rassegna_refresh")?.value).toBe("");
  });

  it("stores only a hash of refresh tokens", async () => {
    const { session } = await signIn(server.app);
    const rows = await testDb.db.select().from(refreshTokens);
    expect(rows.some((row) => row.token_hash === session.refresh_token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });
});

describe("POST /api/auth/logout", () => {
  const logout = (accessToken: string, scope?: string) =>
    server.app.inject({
      method: "POST",
      url: `/api/auth/logout${scope ? `?scope=${scope}` : ""}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });

  it("local ends this session at once: its access and refresh tokens stop working", async () => {
    const { session, cookie } = await signIn(server.app);
    const other = await signIn(server.app);
    const response = await logout(session.access_token, "local");
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === "rassegna_refresh")?.value).toBe("");
    expect((await getUser(session.access_token)).statusCode).toBe(401);
    expect((await refreshGrant({ cookie })).statusCode).toBe(401);
    expect((await getUser(other.session.access_token)).statusCode).toBe(200);
  });

  it("others ends every other session and keeps this one", async () => {
    const mine = await signIn(server.app);
    const other = await signIn(server.app);
    expect((await logout(mine.session.access_token, "others")).statusCode).toBe(204);
    expect((await getUser(mine.session.access_token)).statusCode).toBe(200);
    expect((await getUser(other.session.access_token)).statusCode).toBe(401);
  });

  it("global (the default) ends every session of the user", async () => {
    const mine = await signIn(server.app);
    const other = await signIn(server.app);
    expect((await logout(mine.session.access_token)).statusCode).toBe(204);
    expect((await getUser(mine.session.access_token)).statusCode).toBe(401);
    expect((await getUser(other.session.access_token)).statusCode).toBe(401);
  });

  it("needs a valid access token and a known scope", async () => {
    expect((await server.app.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(401);
    const { session } = await signIn(server.app);
    expect((await logout(session.access_token, "everything")).statusCode).toBe(400);
  });
});

describe("GET /api/auth/user", () => {
  it("answers the signed-in admin without secrets", async () => {
    const { session } = await signIn(server.app);
    const response = await getUser(session.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(session.user);
    expect(JSON.stringify(response.json())).not.toContain("scrypt");
  });

  it("is never cached, whether it answers the user or 401", async () => {
    const { session } = await signIn(server.app);
    for (const answer of [await getUser(session.access_token), await getUser("garbage")]) {
      expect(answer.headers).toMatchObject({ "cache-control": "no-store", pragma: "no-cache" });
    }
  });

  it("answers 401 to a validly signed token whose session id is not a UUID", async () => {
    const { session } = await signIn(server.app);
    const forged = await new SignJWT({ sid: "not-a-uuid", email: ADMIN.email, role: "admin", typ: "access" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(session.user.id)
      .setIssuer("rassegna")
      .setAudience("rassegna-admin")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(server.secret);
    const response = await getUser(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe("invalid_token");
  });

  it("stops answering once the session row is gone", async () => {
    const { session } = await signIn(server.app);
    await testDb.db.execute(sql`delete from auth_sessions`);
    expect((await getUser(session.access_token)).statusCode).toBe(401);
  });
});


describe("request flood on the token endpoint", () => {
  it("caps any grant at 60 requests a minute per address, in the API's error shape", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/auth/token?grant_type=refresh_token",
        payload: {},
        remoteAddress: "198.51.100.200",
      });
      statuses.push(response.statusCode);
      if (i === 60) {
        expect(response.json()).toMatchObject({ error: "too_many_requests" });
        expect(Object.keys(response.json()).sort()).toEqual(["error", "message"]);
      }
    }
    expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
