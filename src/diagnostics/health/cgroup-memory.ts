import { readFile } from "node:fs/promises";
import path from "node:path";

/** Where the kernel describes this process's control groups; tests point both at a directory of their own. */
export interface CgroupPaths {
  /** The cgroup file system's mount point: /sys/fs/cgroup. */
  root: string;
  /** This process's membership: /proc/self/cgroup. */
  self: string;
}

export const SYSTEM_CGROUP_PATHS: CgroupPaths = { root: "/sys/fs/cgroup", self: "/proc/self/cgroup" };

/** A memory limit of a control group and what the group uses against it, in bytes. */
export interface CgroupMemory {
  limit: number;
  used: number;
}

/** The two layouts: v2 (unified: memory.max, memory.current) and v1 (memory/: memory.limit_in_bytes...). */
const LAYOUTS = [
  { version: 2, limit: "memory.max", usage: "memory.current", inactive: "inactive_file" },
  { version: 1, limit: "memory.limit_in_bytes", usage: "memory.usage_in_bytes", inactive: "total_inactive_file" },
] as const;

async function readText(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    return undefined;
  }
}

/** This process's group path in each layout, from lines such as "0::/system.slice/x" (v2) or "4:memory:/docker/id" (v1). */
function groupPaths(membership: string): { 1?: string; 2?: string } {
  const found: { 1?: string; 2?: string } = {};
  for (const line of membership.split("\n")) {
    const [id, controllers, group] = line.split(":", 3);
    if (group === undefined) continue;
    if (id === "0" && controllers === "") found[2] = group;
    else if (controllers!.split(",").includes("memory")) found[1] = group;
  }
  return found;
}

/** The group's directory and its ancestors up to the mount point: a limit may sit on any of them. */
function withAncestors(base: string, group: string): string[] {
  const top = path.resolve(base);
  const dirs: string[] = [];
  for (let dir = path.resolve(top, `.${group}`); dir.startsWith(top); dir = path.dirname(dir)) {
    dirs.push(dir);
    if (dir === top) break;
  }
  return dirs;
}

/**
 * The tightest memory limit on this process's control groups (v2 or v1, the
 * group and its ancestors), with the group's working set against it: usage
 * less inactive file cache, which the kernel reclaims before it would kill
 * (what `docker stats` and the kubelet report). Undefined when no group sets a limit.
 */
export async function readCgroupMemory(paths: CgroupPaths = SYSTEM_CGROUP_PATHS): Promise<CgroupMemory | undefined> {
  const membership = groupPaths((await readText(paths.self)) ?? "");
  let tightest: CgroupMemory | undefined;
  for (const layout of LAYOUTS) {
    const group = membership[layout.version];
    if (group === undefined) continue;
    const base = layout.version === 2 ? paths.root : path.join(paths.root, "memory");
    for (const dir of withAncestors(base, group)) {
      const limit = Number(await readText(path.join(dir, layout.limit)));
      // "max" (v2) reads as NaN; v1 writes "no limit" as a number near 2^63.
      if (!Number.isFinite(limit) || limit <= 0 || limit >= Number.MAX_SAFE_INTEGER) continue;
      if (tightest && tightest.limit <= limit) continue;
      const usage = Number(await readText(path.join(dir, layout.usage)));
      if (!Number.isFinite(usage)) continue;
      const stat = (await readText(path.join(dir, "memory.stat"))) ?? "";
      const inactive = Number(new RegExp(`^${layout.inactive} (\\d+)$`, "m").exec(stat)?.[1] ?? 0);
      tightest = { limit, used: Math.max(0, usage - inactive) };
    }
  }
  return tightest;
}
