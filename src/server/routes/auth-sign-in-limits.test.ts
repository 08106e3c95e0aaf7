import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { setAdminPassword } from "../../auth/admin-accounts.js";
import { issueDeviceCookie } from "../../auth/device-cookie.js";
import { ADMIN, createTestApp, useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";

// The sign-in limits read this clock, so waiting 10 seconds or 15 minutes is one assignment.
let clockMs = 0;
beforeEach(() => {
  clockMs = Date.now();
});
const advance = (seconds: number) => {
  clockMs += seconds * 1000;
};

const testDb = useTestDatabase();
const server = useTestApp(testDb, {}, { now: () => new Date(clockMs) });

const WRONG = { email: ADMIN.email, password: "not-the-password" };
const ATTACKER = "192.0.2.66";
const OWNER = "198.51.100.20";

const passwordGrant = (payload: object, ip: string, deviceCookie?: string) =>
  server.app.inject({
    method: "POST",
    url: "/api/auth/token?grant_type=password",
    payload,
    remoteAddress: ip,
    headers: deviceCookie ? { cookie: `rassegna_device=${deviceCookie}` } : {},
  });

/** Signs in as the owner and keeps the device cookie the browser would store. */
async function ownerDevice(ip = OWNER, credentials = ADMIN): Promise<string> {
  const response = await passwordGrant(credentials, ip);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === "rassegna_device");
  if (!cookie) throw new Error("no device cookie");
  return cookie.value;
}

async function failTimes(times: number, ip: (i: number) => string, deviceCookie?: string, payload: object = WRONG): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await passwordGrant(payload, ip(i), deviceCookie)).statusCode);
  return statuses;
}

describe("device cookies", () => {
  it("a sign-in gives the browser a long-lived, httpOnly device cookie for the auth API only", async () => {
    const response = await passwordGrant(ADMIN, OWNER);
    const cookie = response.cookies.find((c) => c.name === "rassegna_device");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth", maxAge: 365 * 86_400 });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).not.toContain(ADMIN.email);

    const https = await createTestApp(testDb.db, { publicUrl: "https://rassegna.example" });
    try {
      const secure = await https.app.inject({ method: "POST", url: "/api/auth/token?grant_type=password", payload: ADMIN });
      expect(secure.cookies.find((c) => c.name === "rassegna_device")?.secure).toBe(true);
    } finally {
      await https.app.close();
    }
  });

  it("failed sign-ins get no device cookie", async () => {
    const response = await passwordGrant(WRONG, OWNER);
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === "rassegna_device")).toBeUndefined();
  });
});

describe("an attacker cannot keep the administrator out", () => {
  it("blocks the attacker's address after 10 failures, while the owner elsewhere still gets in", async () => {
    expect(await failTimes(10, () => ATTACKER)).toEqual(Array(10).fill(401));
    const blocked = await passwordGrant(ADMIN, ATTACKER);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBe("900");

    // The owner on a browser the server has never seen: the first try is admitted.
    expect((await passwordGrant(ADMIN, OWNER)).statusCode).toBe(200);
  });

  it("the owner's device cookie gets in at once, during the slow-down and even from the attacker's address", async () => {
    const device = await ownerDevice();
    await failTimes(10, () => ATTACKER);
    // Another unknown device takes the account's slowed-down turn...
    expect((await passwordGrant(WRONG, "203.0.113.77")).statusCode).toBe(401);
    expect((await passwordGrant(ADMIN, "203.0.113.78")).statusCode).toBe(429);
    // ...but the owner's browser is not limited by failures made elsewhere.
    expect((await passwordGrant(ADMIN, OWNER, device)).statusCode).toBe(200);
    expect((await passwordGrant(ADMIN, ATTACKER, device)).statusCode).toBe(200);
  });

  it("a forged device cookie, or one signed for another account, gives no privilege", async () => {
    await setAdminPassword(testDb.db, "altro@example.it", "un'altra-password-lunga");
    const otherAccounts = await ownerDevice(OWNER, { email: "altro@example.it", password: "un'altra-password-lunga" });
    await failTimes(10, () => ATTACKER);
    const forged = [
      otherAccounts,
      issueDeviceCookie(randomBytes(32), ADMIN.email),
      `${randomBytes(16).toString("base64url")}.${randomBytes(32).toString("base64url")}`,
      "%E0%A4%A",
    ];
    for (const cookie of forged) {
      const response = await passwordGrant(ADMIN, ATTACKER, cookie);
      expect(response.statusCode, cookie).toBe(429);
      expect(response.headers["retry-after"]).toBe("900");
    }
  });

  it("slows the account for unknown devices to one attempt per 10 seconds, never locks it", async () => {
    // Ten failures from ten addresses: no address limit trips, only the account's.
    await failTimes(10, (i) => `192.0.2.${10 + i}`);
    for (let round = 0; round < 5; round++) {
      expect((await passwordGrant(WRONG, `192.0.2.${100 + round}`)).statusCode).toBe(401);
      const early = await passwordGrant(ADMIN, OWNER);
      expect(early.statusCode).toBe(429);
      expect(early.headers["retry-after"]).toBe("10");
      expect(early.json()).toEqual({
        error: "too_many_attempts",
        message: "Too many failed sign-in attempts. Try again in 10 seconds.",
      });
      advance(4);
      expect((await passwordGrant(ADMIN, OWNER)).headers["retry-after"]).toBe("6");
      advance(6);
    }
    expect((await passwordGrant(ADMIN, OWNER)).statusCode).toBe(200);
  });

  it("forgets failures after 15 minutes", async () => {
    await failTimes(10, () => ATTACKER);
    expect((await passwordGrant(ADMIN, ATTACKER)).statusCode).toBe(429);
    advance(15 * 60);
    expect((await passwordGrant(ADMIN, ATTACKER)).statusCode).toBe(200);
  });
});

describe("a device's own failures", () => {
  it("count against that device only; after 10 it falls back to the unknown-device rules", async () => {
    const device = await ownerDevice();
    await failTimes(10, () => ATTACKER);
    // A trusted device is not slowed by the account's unknown-device failures...
    expect(await failTimes(10, () => OWNER, device)).toEqual(Array(10).fill(401));
    // ...until its own tenth failure: now it meets the slow-down like any unknown browser.
    expect((await passwordGrant(WRONG, OWNER, device)).statusCode).toBe(401);
    expect((await passwordGrant(ADMIN, OWNER, device)).statusCode).toBe(429);
    advance(10);
    expect((await passwordGrant(ADMIN, OWNER, device)).statusCode).toBe(200);
  });
});

describe("a successful sign-in", () => {
  it("forgives its address and its device, not the account's unknown-device failures", async () => {
    expect(await failTimes(9, () => "192.0.2.50")).toEqual(Array(9).fill(401));
    const device = await ownerDevice("192.0.2.50");
    expect(await failTimes(9, () => "192.0.2.50", device)).toEqual(Array(9).fill(401));
    expect((await passwordGrant(ADMIN, "192.0.2.50", device)).statusCode).toBe(200);
    expect(await failTimes(9, () => "192.0.2.50", device)).toEqual(Array(9).fill(401));
    // The address starts over: nine more failures there, none refused.
    expect(await failTimes(9, () => "192.0.2.50", undefined, { email: "nessuno@example.it", password: "x" })).toEqual(
      Array(9).fill(401),
    );
    // The account's nine unknown-device failures still count: one more and it slows down.
    expect((await passwordGrant(WRONG, "192.0.2.60")).statusCode).toBe(401);
    expect((await passwordGrant(ADMIN, "192.0.2.61")).statusCode).toBe(200);
    expect((await passwordGrant(ADMIN, "192.0.2.62")).statusCode).toBe(429);
  });
});
