import { describe, expect, it } from "vitest";
import { maxAgeLabel, readMaxAge } from "./max-age";

describe("readMaxAge", () => {
  it.each([
    ["7", 7],
    ["0", 0],
    ["3650", 3650],
    [" 30 ", 30],
    ["2.9", 2],
    ["", 7],
    ["molti", 7],
    ["-1", null],
    ["3651", null],
  ])("reads %j as %j", (text, expected) => {
    expect(readMaxAge(text)).toBe(expected);
  });
});

describe("maxAgeLabel", () => {
  it("says no limit for 0 and agrees singular and plural", () => {
    expect(maxAgeLabel(0)).toBe("Nessun limite");
    expect(maxAgeLabel(1)).toBe("1 giorno");
    expect(maxAgeLabel(7)).toBe("7 giorni");
  });
});
