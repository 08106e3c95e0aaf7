import { describe, expect, it } from "vitest";
import { sharedBuffersMb } from "./pglite-settings.js";

const MB = 1024 * 1024;

describe("sharedBuffersMb", () => {
  it.each([
    [0, 8],
    [40 * MB, 8], // a fresh database
    [100 * MB, 16],
    [200 * MB, 32],
    [500 * MB, 64],
    [1500 * MB, 128], // 100,000 articles
    [20_000 * MB, 128],
  ])("%d bytes of data get %d MB", (bytes, expected) => {
    expect(sharedBuffersMb(bytes)).toBe(expected);
  });
});
