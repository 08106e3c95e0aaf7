import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readCgroupMemory, SYSTEM_CGROUP_PATHS, type CgroupPaths } from "./cgroup-memory.js";

const MiB = 1024 * 1024;
let dir: string;
let paths: CgroupPaths;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "rassegna-cgroup-"));
  paths = { root: path.join(dir, "sys-fs-cgroup"), self: path.join(dir, "proc-self-cgroup") };
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Writes a control group's files under the fake /sys/fs/cgroup. */
async function group(relative: string, files: Record<string, string>) {
  const where = path.join(paths.root, relative);
  await mkdir(where, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(where, name), `${text}\n`);
}

describe("readCgroupMemory", () => {
  it("reads a v2 limit on the process's own group, less the inactive file cache", async () => {
    await writeFile(paths.self, "0::/system.slice/rassegna.service\n");
    await group("system.slice/rassegna.service", {
      "memory.max": String(512 * MiB),
      "memory.current": String(300 * MiB),
      "memory.stat": `anon ${200 * MiB}\nfile ${100 * MiB}\ninactive_file ${44 * MiB}\nactive_file 0`,
    });
    expect(await readCgroupMemory(paths)).toEqual({ limit: 512 * MiB, used: 256 * MiB });
  });

  it("finds a limit set on an ancestor (a container's own root), taking the tightest", async () => {
    await writeFile(paths.self, "0::/app/worker\n");
    await group("", { "memory.max": String(1024 * MiB), "memory.current": String(600 * MiB), "memory.stat": "inactive_file 0" });
    await group("app", { "memory.max": String(800 * MiB), "memory.current": String(400 * MiB), "memory.stat": "inactive_file 0" });
    await group("app/worker", { "memory.max": "max", "memory.current": String(100 * MiB) });
    expect(await readCgroupMemory(paths)).toEqual({ limit: 800 * MiB, used: 400 * MiB });
  });

  it("reads the v1 layout, where no limit is written as a number near 2^63", async () => {
    await writeFile(paths.self, "4:memory:/docker/abc\n3:cpu,cpuacct:/docker/abc\n");
    await group("memory/docker/abc", {
      "memory.limit_in_bytes": String(256 * MiB),
      "memory.usage_in_bytes": String(200 * MiB),
      "memory.stat": `cache ${50 * MiB}\ntotal_inactive_file ${8 * MiB}`,
    });
    expect(await readCgroupMemory(paths)).toEqual({ limit: 256 * MiB, used: 192 * MiB });
    await group("memory/docker/abc", { "memory.limit_in_bytes": "9223372036854771712" });
    expect(await readCgroupMemory(paths)).toBeUndefined();
  });

  it("answers undefined without a limit or without cgroup files at all", async () => {
    await writeFile(paths.self, "0::/\n");
    await group("", { "memory.current": "1000" });
    expect(await readCgroupMemory(paths)).toBeUndefined();
    expect(await readCgroupMemory({ root: path.join(dir, "nothing"), self: path.join(dir, "nothing-either") })).toBeUndefined();
  });

  it("reads this machine without failing: a limit, when there is one, with its use below it", async () => {
    const found = await readCgroupMemory(SYSTEM_CGROUP_PATHS);
    if (found) {
      expect(found.limit).toBeGreaterThan(0);
      expect(found.used).toBeGreaterThanOrEqual(0);
    } else {
      expect(found).toBeUndefined();
    }
  });
});
