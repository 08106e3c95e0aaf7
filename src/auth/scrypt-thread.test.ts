import fs from "node:fs";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { hashPassword } from "./password.js";

const gzip = promisify(zlib.gzip);

/** The nice value of each of this process's threads, by thread id (Linux keeps one per thread). */
function threadNiceValues(): Map<number, number> {
  return new Map(
    fs.readdirSync("/proc/self/task").map((task) => [Number(task), Number(fs.readFileSync(`/proc/self/task/${task}/stat`, "utf8").split(") ")[1]!.split(" ")[16])]),
  );
}

describe("scrypt off libuv's threads", () => {
  it("leaves gzip's threads free: a compression asked after four production-cost hashes ends before the first of them", async () => {
    const finished: string[] = [];
    const hashes = Array.from({ length: 4 }, (_, i) => hashPassword(`password ${i}`).then(() => finished.push(`hash ${i}`)));
    await gzip(Buffer.alloc(64 * 1024, "rassegna ")).then(() => finished.push("gzip"));
    await Promise.all(hashes);
    // On libuv's four threads the four hashes ran first and gzip waited for one of them (about 100 ms).
    expect(finished[0]).toBe("gzip");
  });

  it.runIf(fs.existsSync("/proc/self/task"))("runs the hashes in a thread of lower priority than the rest of the process", async () => {
    await hashPassword("one more");
    const nice = threadNiceValues();
    expect([...nice.values()]).toContain(10);
    expect(nice.get(process.pid)).toBe(0);
  });
});
