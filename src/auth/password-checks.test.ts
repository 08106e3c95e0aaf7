import { describe, expect, it } from "vitest";
import { PasswordChecks } from "./password-checks.js";

/** A check that ends when the test says so, recording when it started. */
function heldCheck(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: async () => (log.push(name), await done, name), finish };
}

const refusal = { status: 429, code: "sign_in_busy", retryAfterSeconds: 1 };
const turns = () => new Promise((resolve) => setImmediate(resolve));

describe("PasswordChecks", () => {
  it("runs one check at a time, the priority lane first, each in its order", async () => {
    const checks = new PasswordChecks({ maxWaiting: 4 });
    const log: string[] = [];
    const first = heldCheck(log, "first");
    const a = heldCheck(log, "ordinary a");
    const b = heldCheck(log, "priority b");
    const c = heldCheck(log, "priority c");
    const results = [checks.run("1", "ordinary", first.run), checks.run("2", "ordinary", a.run), checks.run("3", "priority", b.run), checks.run("4", "priority", c.run)];
    await turns();
    expect(log).toEqual(["first"]);
    expect(checks.load).toEqual({ running: 1, waiting: 3 });
    for (const check of [first, b, c, a]) {
      check.finish();
      await turns();
    }
    expect(await Promise.all(results)).toEqual(["first", "ordinary a", "priority b", "priority c"]);
    expect(log).toEqual(["first", "priority b", "priority c", "ordinary a"]);
    expect(checks.load).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses at once a second check from a client whose first is not done", async () => {
    const checks = new PasswordChecks();
    const held = heldCheck([], "held");
    const running = checks.run("203.0.113.1", "priority", held.run);
    await expect(checks.run("203.0.113.1", "priority", async () => "again")).rejects.toMatchObject(refusal);
    held.finish();
    await running;
    await expect(checks.run("203.0.113.1", "priority", async () => "later")).resolves.toBe("later");
  });

  it("when full, refuses an ordinary check at once, and lets a priority check take the newest ordinary one's place", async () => {
    const checks = new PasswordChecks({ maxWaiting: 2 });
    const log: string[] = [];
    const held = heldCheck(log, "held");
    const running = checks.run("0", "ordinary", held.run);
    const older = checks.run("1", "ordinary", async () => "older ordinary");
    const newer = checks.run("2", "ordinary", async () => "newer ordinary");
    await expect(checks.run("3", "ordinary", async () => "one too many")).rejects.toMatchObject(refusal);
    const owner = checks.run("4", "priority", async () => "owner");
    await expect(newer).rejects.toMatchObject(refusal);
    held.finish();
    expect(await Promise.all([running, owner, older])).toEqual(["held", "owner", "older ordinary"]);
  });

  it("refuses a priority check when the queue is full of priority checks", async () => {
    const checks = new PasswordChecks({ maxWaiting: 1 });
    const held = heldCheck([], "held");
    const running = checks.run("0", "priority", held.run);
    const waiting = checks.run("1", "priority", async () => "waiting");
    await expect(checks.run("2", "priority", async () => "refused")).rejects.toMatchObject(refusal);
    held.finish();
    expect(await Promise.all([running, waiting])).toEqual(["held", "waiting"]);
  });

  it("a check that fails frees its turn and its client", async () => {
    const checks = new PasswordChecks();
    await expect(checks.run("5", "priority", async () => Promise.reject(new Error("scrypt failed")))).rejects.toThrow("scrypt failed");
    await expect(checks.run("5", "priority", async () => "next")).resolves.toBe("next");
    expect(checks.load).toEqual({ running: 0, waiting: 0 });
  });
});
