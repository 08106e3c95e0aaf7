import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import type { Database } from "./database.js";
import { pingDatabase } from "./ping.js";

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
