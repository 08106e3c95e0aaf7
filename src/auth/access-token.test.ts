import { randomBytes } from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from "./access-token.js";

const secret = randomBytes(32);
const claims = { userId: "2b1c5f0e-7a43-4a3e-9f39-5d3f7c1a9e11", sessionId: "5a0e8d7e-0b8e-4f44-8a4e-0c9a2d3b4c5d", email: "a@b.it" };

const YEAR = 365 * 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** An access token signed with the right key: signAccessToken's claims with `changes` over them (undefined leaves one out). */
function forge(changes: Record<string, unknown>): Promise<string> {
  const issuedAt = nowSeconds();
  const payload = {
    ...{ sub: claims.userId, sid: claims.sessionId, email: claims.email, role: "admin", typ: "access", iss: "rassegna", aud: "rassegna-admin" },
    ...{ iat: issuedAt, exp: issuedAt + ACCESS_TOKEN_TTL_SECONDS },
    ...changes,
  };
  return new SignJWT(payload).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(secret);
}

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
      .setIssuedAt()
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
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(secret);
    await expect(verifyAccessToken(secret, token)).rejects.toMatchObject({ status: 401, code: "invalid_token" });
  });

  it.each([
    ["without exp", { exp: undefined }],
    ["without iat", { iat: undefined }],
    ["without sub", { sub: undefined }],
    ["expiring a year ahead", { exp: nowSeconds() + YEAR }],
    ["living a minute longer than the TTL", { exp: nowSeconds() + ACCESS_TOKEN_TTL_SECONDS + 60 }],
    ["issued and expiring a year ahead", { iat: nowSeconds() + YEAR, exp: nowSeconds() + YEAR + ACCESS_TOKEN_TTL_SECONDS }],
  ])("refuses a token signed with the right key %s as invalid_token", async (_what, changes) => {
    await expect(verifyAccessToken(secret, await forge(changes))).rejects.toMatchObject({ status: 401, code: "invalid_token" });
  });

  it.each([
    ["with the claims signAccessToken sets", {}],
    ["on a machine whose clock runs 30 seconds ahead", { iat: nowSeconds() + 30, exp: nowSeconds() + 30 + ACCESS_TOKEN_TTL_SECONDS }],
  ])("accepts a token signed %s", async (_what, changes) => {
    await expect(verifyAccessToken(secret, await forge(changes))).resolves.toEqual(claims);
  });

  it.each(["", "garbage", "a.b.c"])("refuses the malformed token %j", async (token) => {
    await expect(verifyAccessToken(secret, token)).rejects.toMatchObject({ status: 401 });
  });
});
