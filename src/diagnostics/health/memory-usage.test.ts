import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readMemoryUse } from "./memory-usage.js";

const GiB = 1024 ** 3;

/** A fake cgroup tree with a v2 limit at its root. */
async function withCgroupLimit<T>(limit: number, current: number, use: (paths: { root: string; self: string }) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "rassegna-memory-"));
  try {
    await writeFile(path.join(dir, "self"), "0::/\n");
    await writeFile(path.join(dir, "memory.max"), String(limit));
    await writeFile(path.join(dir, "memory.current"), String(current));
    return await use({ root: dir, self: path.join(dir, "self") });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("readMemoryUse", () => {
  it("measures the host (total less available) when no control group limits the process", async () => {
    const use = await readMemoryUse({ total: () => 16 * GiB, available: () => 4 * GiB, cgroup: { root: "/nonexistent", self: "/nonexistent" } });
    expect(use).toEqual({ percent: 75, of: "host", used: 12 * GiB, limit: 16 * GiB });
  });

  it("measures against a control group's limit when it is below the host's memory (a container)", async () => {
    const use = await withCgroupLimit(2 * GiB, 1.9 * GiB, (cgroup) => readMemoryUse({ total: () => 16 * GiB, available: () => 15 * GiB, cgroup }));
    expect(use.of).toBe("cgroup");
    expect(use.percent).toBeCloseTo(95);
  });

  it("keeps to the host when the group's limit is above the host's memory", async () => {
    const use = await withCgroupLimit(64 * GiB, 1 * GiB, (cgroup) => readMemoryUse({ total: () => 16 * GiB, available: () => 8 * GiB, cgroup }));
    expect(use).toMatchObject({ of: "host", percent: 50 });
  });

  it("reads this machine: a percentage of a positive amount", async () => {
    const use = await readMemoryUse();
    expect(use.percent).toBeGreaterThan(0);
    expect(use.percent).toBeLessThanOrEqual(100);
    expect(use.used).toBeLessThanOrEqual(use.limit);
  });
});
