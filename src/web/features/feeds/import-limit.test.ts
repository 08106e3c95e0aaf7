import { describe, expect, it } from "vitest";
import { readImportLimit } from "./import-limit";

describe("readImportLimit", () => {
  it.each([
    ["10", 10],
    ["1", 1],
    ["100", 100],
    [" 25 ", 25],
    ["7.9", 7],
    ["", 10],
    ["abc", 10],
    ["0", null],
    ["-3", null],
    ["101", null],
    ["1000", null],
  ])("reads %j as %j", (text, expected) => {
    expect(readImportLimit(text)).toBe(expected);
  });
});
