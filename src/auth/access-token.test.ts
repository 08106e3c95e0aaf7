import { randomBytes } from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from "./access-token.js";

const secret = randomBytes(32);
const claims = { userId: "2b1c5f0e-7a43-4a3e-9f39-5d3f7c1a9e11", sessionId: "5a0e8d7e-0b8e-4f44-8a4e-0c9a2d3b4c5d", email: "a@b.it" };

describe("access tokens", () => {
  it("round-trips its claims and expires after the TTL", async () => {
    const now = Date.now();
    const { token, expiresAt } = await signAccessToken(secret, claims, now);
    expect(expiresAt).toBe(Math.floor(now / 1000) + ACCESS_TOKEN_TTL_SECONDS);
    await expect(verifyAccessToken(secret, token)).resolves.toEqual(claims);
  });

  it("refuses an expired token as token_expired", async () => {
    const { token } = await signAccessToken(secret, claims, Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
    await expect(verifyAccessToken(secret, token)).rejects.toMatchObject({ status: 401, code: "token_expired" });
  });

  it("refuses a token signed with another key", async () => {
    const { token } = await signAccessToken(randomBytes(32), claims);
    await expect(verifyAccessToken(secret, token)).rejects.toMatchObject({ status: 401, code: "invalid_token" });
  });

  it("refuses a validly signed token that is not an access token", async () => {
    const token = await new SignJWT({ sid: claims.sessionId, typ: "refresh" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.userId)
      .setIssuer("rassegna")
      .setAudience("rassegna-admin")
      .setExpirationTime("5m")
      .sign(secret);
    await expect(verifyAccessToken(secret, token)).rejects.toMatchObject({ status: 401 });
  });

  it.each([
    ["a session id", { sid: "not-a-uuid", sub: claims.userId }],
    ["a user id", { sid: claims.sessionId, sub: "1 or 1=1" }],
    ["a numeric session id", { sid: 42, sub: claims.userId }],
  ])("refuses a validly signed access token whose %s is not a UUID", async (_what, ids) => {
    const token = await new SignJWT({ sid: ids.sid, email: claims.email, typ: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(ids.sub)
      .setIssuer("rassegna")
      .setAudience("rassegna-admin")
      .setExpirationTime("5m")
      .sign(secret);
    await expect(verifyAccessToken(secret, token)).rejects.toMatchObject({ status: 401, code: "invalid_token" });
  });

  it.each(["", "garbage", "a.b.c"])("refuses the malformed token %j", async (token) => {
    await expect(verifyAccessToken(secret, token)).rejects.toMatchObject({ status: 401 });
  });
});
