import { statfs } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readDiskUse } from "./disk-usage.js";

describe("readDiskUse", () => {
  it("reads how full this machine's temporary volume is, as df counts it", async () => {
    const use = await readDiskUse(os.tmpdir());
    const stats = await statfs(os.tmpdir());
    expect(use.path).toBe(os.tmpdir());
    expect(use.percent).toBeGreaterThan(0);
    expect(use.percent).toBeLessThanOrEqual(100);
    // Used against used plus available: more than the used share of every block when some are reserved.
    expect(use.percent).toBeGreaterThanOrEqual(((stats.blocks - stats.bfree) / stats.blocks) * 100 - 1e-9);
  });

  it("measures the nearest existing parent of a DATA_DIR not created yet", async () => {
    const missing = path.join(os.tmpdir(), "rassegna-not-created", "data");
    const use = await readDiskUse(missing);
    expect(use.path).toBe(missing);
    expect(use.percent).toBeCloseTo((await readDiskUse(os.tmpdir())).percent, 0);
  });
});
