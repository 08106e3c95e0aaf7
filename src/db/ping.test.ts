import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import type { Database } from "./database.js";
import { pingDatabase, pingDatabaseWithin, PingTimeoutError } from "./ping.js";

const testDb = useTestDatabase();

describe("pingDatabase", () => {
  it("resolves when the database answers", async () => {
    await expect(pingDatabase(testDb.db)).resolves.toBeUndefined();
  });

  it("rejects with the driver's error when the database cannot be reached", async () => {
    const unreachable = { execute: () => Promise.reject(new Error("connect ECONNREFUSED")) } as unknown as Database;
    await expect(pingDatabase(unreachable)).rejects.toThrow("ECONNREFUSED");
  });
});

describe("pingDatabaseWithin", () => {
  it("answers the round trip in milliseconds", async () => {
    expect(await pingDatabaseWithin(testDb.db, 5_000)).toBeGreaterThan(0);
  });

  it("counts a database that gives no answer in time as unreachable", async () => {
    const hanging = { execute: () => new Promise(() => undefined) } as unknown as Database;
    await expect(pingDatabaseWithin(hanging, 20)).rejects.toBeInstanceOf(PingTimeoutError);
  });
});
