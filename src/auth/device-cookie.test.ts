import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { issueDeviceCookie, verifyDeviceCookie } from "./device-cookie.js";

const secret = randomBytes(32);

describe("device cookies", () => {
  it("verify for the account they were issued to, as a stable device id", () => {
    const cookie = issueDeviceCookie(secret, "admin@example.it");
    const device = verifyDeviceCookie(secret, "admin@example.it", cookie);
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(verifyDeviceCookie(secret, "admin@example.it", cookie)).toBe(device);
    expect(issueDeviceCookie(secret, "admin@example.it")).not.toBe(cookie);
  });

  it("do not name the account they belong to", () => {
    expect(issueDeviceCookie(secret, "admin@example.it")).not.toMatch(/admin|example/);
  });

  const genuine = issueDeviceCookie(secret, "admin@example.it");
  const [nonce, mac] = genuine.split(".") as [string, string];
  it.each([
    ["another account's cookie", issueDeviceCookie(secret, "altro@example.it")],
    ["a cookie signed with another key", issueDeviceCookie(randomBytes(32), "admin@example.it")],
    ["another nonce under the same signature", `${randomBytes(16).toString("base64url")}.${mac}`],
    ["a truncated signature", `${nonce}.${mac.slice(0, 20)}`],
    ["an extra part", `${genuine}.x`],
    ["no signature", nonce],
    ["an empty value", ""],
    ["no value", undefined],
  ])("refuse %s", (_case, value) => {
    expect(verifyDeviceCookie(secret, "admin@example.it", value)).toBeUndefined();
  });
});
