import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { setAdminPassword } from "./admin-accounts.js";
import { admitLoginAttempt, FEW_FAILURES, MAX_FAILURES, recordLoginFailure } from "./login-throttle.js";

const testDb = useTestDatabase();
const email = "admin@example.it";
const fail = async (ip: string, times: number, now = new Date()) => {
  for (let i = 0; i < times; i++) await recordLoginFailure(testDb.db, { ip, email }, now);
};

describe("admitLoginAttempt", () => {
  it("puts an address that has not been guessing in the priority lane, one that has behind it, and blocks one past the limit", async () => {
    await fail("192.0.2.1", FEW_FAILURES - 1);
    await fail("192.0.2.2", FEW_FAILURES);
    await fail("192.0.2.3", MAX_FAILURES);
    expect(await admitLoginAttempt(testDb.db, { ip: "192.0.2.1", email })).toEqual({ lane: "priority" });
    expect(await admitLoginAttempt(testDb.db, { ip: "192.0.2.2", email })).toEqual({ lane: "ordinary" });
    await expect(admitLoginAttempt(testDb.db, { ip: "192.0.2.3", email })).rejects.toMatchObject({ status: 429, retryAfterSeconds: 900 });
  });

  it("never limits the account as a whole: a thousand failures from a hundred addresses leave a new address free", async () => {
    for (let address = 0; address < 100; address++) await fail(`198.51.100.${address}`, MAX_FAILURES);
    expect(await admitLoginAttempt(testDb.db, { ip: "203.0.113.5", email })).toEqual({ lane: "priority" });
  });

  it("forgets the account's failures when its password is set", async () => {
    await fail("192.0.2.3", MAX_FAILURES);
    await setAdminPassword(testDb.db, email, "una-password-nuova-e-lunga");
    expect(await admitLoginAttempt(testDb.db, { ip: "192.0.2.3", email })).toEqual({ lane: "priority" });
  });
});
