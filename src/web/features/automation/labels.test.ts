import { describe, expect, it } from "vitest";
import { formatConfidence } from "./labels";

describe("formatConfidence", () => {
  it.each([
    [0, "0,0"],
    [0.7, "0,7"],
    [0.30000000000000004, "0,3"],
    [1, "1,0"],
  ])("writes %s the Italian way: %s", (value, shown) => {
    expect(formatConfidence(value)).toBe(shown);
  });
});
