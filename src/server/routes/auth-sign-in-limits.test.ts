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

/**
 * The owner signing in as the login page lets a person do: a "busy" answer
 * (the password checks are full) is tried again after its Retry-After.
 * Answers the tries it took; fails the test past 60 (a minute of waiting).
 */
async function ownerSignsIn(ip: string): Promise<number> {
  for (let attempt = 1; attempt <= 60; attempt++) {
    const response = await passwordGrant(ADMIN, ip);
    if (response.statusCode === 200) return attempt;
    expect(response.json().error, `attempt ${attempt} from ${ip}`).toBe("sign_in_busy");
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers["retry-after"]) * 1000));
  }
  throw new Error(`the owner did not get in from ${ip} within a minute`);
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

  it("the owner's device cookie gets in at once, even from the attacker's blocked address", async () => {
    const device = await ownerDevice();
    await failTimes(10, () => ATTACKER);
    expect((await passwordGrant(ADMIN, ATTACKER)).statusCode).toBe(429);
    // The owner's browser is not limited by failures made elsewhere.
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

  it("admits a correct password from a new address however many addresses have failed against the account", async () => {
    // 120 failures from 12 addresses, twelve times what once slowed the account: each address is blocked, the account never is.
    for (let address = 0; address < 12; address++) await failTimes(10, () => `192.0.2.${10 + address}`);
    expect((await passwordGrant(ADMIN, "192.0.2.10")).statusCode).toBe(429);
    expect((await passwordGrant(ADMIN, OWNER)).statusCode).toBe(200);
  });

  it("lets the owner in from 30 new addresses while 31 addresses poll wrong passwords and others guess from ever-new addresses", { timeout: 120_000 }, async () => {
    const attackers = Array.from({ length: 31 }, (_, i) => `192.0.2.${100 + i}`);
    const answers = new Map<string, number[]>(attackers.map((ip) => [ip, []]));
    let attacking = true;
    let fresh = 0;
    // Each request crosses the event loop, as one from the network does (inject alone would chain microtasks forever).
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    const attack = Promise.all([
      ...attackers.map(async (ip) => {
        while (attacking) {
          answers.get(ip)!.push((await passwordGrant(WRONG, ip)).statusCode);
          await nextTurn();
        }
      }),
      // Guesses that are always checked: a new address each time is never blocked and never behind.
      ...Array.from({ length: 4 }, async () => {
        while (attacking) {
          await passwordGrant(WRONG, `2001:db8:${(fresh++).toString(16)}::1`);
          await nextTurn();
        }
      }),
    ]);
    const tries: number[] = [];
    try {
      for (let i = 0; i < 30; i++) tries.push(await ownerSignsIn(`198.51.100.${100 + i}`));
    } finally {
      attacking = false;
      await attack;
    }
    // Each of the 30 sign-ins succeeded, most at the first try, none needing the minute the design allows.
    expect(tries.every((count) => count < 60)).toBe(true);
    expect(tries.filter((count) => count === 1).length).toBeGreaterThan(20);
    for (const [ip, statuses] of answers) {
      // The attack ran through the whole sequence, and no polling address got more than its ten guesses.
      expect(statuses.length, ip).toBeGreaterThan(10);
      expect(statuses.filter((status) => status === 401).length, ip).toBeLessThanOrEqual(10);
    }
    expect(fresh).toBeGreaterThan(30);
  });

  it("counts an IPv6 client by its /64: rotating addresses inside it does not buy more guesses", async () => {
    const statuses = await failTimes(12, (i) => `2001:db8:77:1::${(i + 1).toString(16)}`);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await passwordGrant(ADMIN, "2001:db8:77:1:ffff::9")).statusCode).toBe(429);
    // The neighbouring /64 is another client.
    expect((await passwordGrant(ADMIN, "2001:db8:77:2::1")).statusCode).toBe(200);
  });

  it("a new password clears the account's limits: the owner who guessed wrong ten times gets in at once", async () => {
    await failTimes(10, () => OWNER);
    expect((await passwordGrant(ADMIN, OWNER)).statusCode).toBe(429);
    await setAdminPassword(testDb.db, ADMIN.email, "una-password-nuova-e-lunga");
    expect((await passwordGrant({ email: ADMIN.email, password: "una-password-nuova-e-lunga" }, OWNER)).statusCode).toBe(200);
  });

  it("forgets failures after 15 minutes", async () => {
    await failTimes(10, () => ATTACKER);
    expect((await passwordGrant(ADMIN, ATTACKER)).statusCode).toBe(429);
    advance(15 * 60);
    expect((await passwordGrant(ADMIN, ATTACKER)).statusCode).toBe(200);
  });
});

describe("a device's own failures", () => {
  it("count against that device only; after 10 it falls back to the address limit", async () => {
    const device = await ownerDevice();
    await failTimes(10, () => ATTACKER);
    // A trusted device is not blocked by its address's failures...
    expect(await failTimes(10, () => ATTACKER, device)).toEqual(Array(10).fill(401));
    // ...until its own tenth failure: now it meets the address limit like any unknown browser.
    expect((await passwordGrant(ADMIN, ATTACKER, device)).statusCode).toBe(429);
    expect((await passwordGrant(ADMIN, OWNER, device)).statusCode).toBe(200);
  });
});
