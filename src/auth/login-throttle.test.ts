import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { admitLoginAttempt, MAX_FAILURES, recordLoginFailure } from "./login-throttle.js";

const testDb = useTestDatabase();
const email = "admin@example.it";

describe("the account slow-down", () => {
  it("admits exactly one of several attempts that arrive at the same moment", async () => {
    const now = new Date();
    for (let i = 0; i < MAX_FAILURES; i++) await recordLoginFailure(testDb.db, { ip: `192.0.2.${i}`, email }, now);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => admitLoginAttempt(testDb.db, { ip: `198.51.100.${i}`, email }, now)),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(refused.map((outcome) => outcome.reason)).toEqual(Array(7).fill(expect.objectContaining({ status: 429, retryAfterSeconds: 10 })));
  });
});
