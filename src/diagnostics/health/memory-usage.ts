import os from "node:os";
import { type CgroupPaths, readCgroupMemory, SYSTEM_CGROUP_PATHS } from "./cgroup-memory.js";

export interface MemoryUse {
  percent: number;
  /** What the percentage is of: the host's memory, or a control group's lower limit (a container). */
  of: "host" | "cgroup";
  used: number;
  limit: number;
}

export interface MemoryReaders {
  /** Bytes of the host: os.totalmem() and os.freemem() (MemAvailable on Linux). */
  total?: () => number;
  available?: () => number;
  cgroup?: CgroupPaths;
}

/**
 * Memory in use in percent: of the host (total less available), or, when a
 * control group limits this process below the host's memory, of that limit
 * (docs/decisions.md#health-probes-and-metrics).
 */
export async function readMemoryUse(readers: MemoryReaders = {}): Promise<MemoryUse> {
  const total = (readers.total ?? os.totalmem)();
  const available = (readers.available ?? os.freemem)();
  const group = await readCgroupMemory(readers.cgroup ?? SYSTEM_CGROUP_PATHS);
  if (group && group.limit < total) {
    return { percent: Math.min(100, (group.used / group.limit) * 100), of: "cgroup", used: group.used, limit: group.limit };
  }
  const used = Math.max(0, total - available);
  return { percent: total > 0 ? Math.min(100, (used / total) * 100) : 0, of: "host", used, limit: total };
}
