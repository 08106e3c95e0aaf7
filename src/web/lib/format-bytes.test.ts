import { describe, expect, it } from "vitest";
import { formatBytes } from "./format-bytes";

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
