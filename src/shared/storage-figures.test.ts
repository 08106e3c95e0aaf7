import { describe, expect, it } from "vitest";
import { formatBytes, isStorageWarning, usedPercent } from "./storage-figures.js";

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [512, "512 B"],
    [1536, "1,5 KB"],
    [12.34 * 1024 * 1024, "12,3 MB"],
    [1024 ** 3, "1 GB"],
  ])("reads %d bytes as %s", (bytes, shown) => {
    expect(formatBytes(bytes)).toBe(shown);
  });
});

describe("the usage bar", () => {
  it("rounds the percentage down and warns only above 70 %", () => {
    const gb = 1024 ** 3;
    expect(usedPercent(0.709 * gb, gb)).toBe(70);
    expect(isStorageWarning(usedPercent(0.709 * gb, gb))).toBe(false);
    expect(isStorageWarning(usedPercent(0.71 * gb, gb))).toBe(true);
    expect(usedPercent(2 * gb, gb)).toBe(200);
  });
});
