import { statfs } from "node:fs/promises";
import path from "node:path";

export interface DiskUse {
  percent: number;
  /** The path whose volume was measured. */
  path: string;
}

/** The path itself, or its nearest ancestor that exists: DATA_DIR may not be created yet. */
async function statfsNearest(target: string) {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    try {
      return await statfs(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || dir === path.dirname(dir)) throw error;
    }
  }
}

/**
 * How full the volume holding `target` is, in percent, as `df` reports it:
 * used blocks against used plus those available to unprivileged users (the
 * blocks reserved for root count as unavailable, as they are to the database).
 */
export async function readDiskUse(target: string): Promise<DiskUse> {
  const stats = await statfsNearest(target);
  const used = stats.blocks - stats.bfree;
  const usable = used + stats.bavail;
  return { percent: usable > 0 ? Math.min(100, (used / usable) * 100) : 0, path: target };
}
