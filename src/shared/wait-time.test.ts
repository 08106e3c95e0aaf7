import { describe, expect, it } from "vitest";
import { retryAfterSeconds, waitText } from "./wait-time";

describe("waitText", () => {
  it.each([
    [600, "tra 10 minuti"],
    [599, "tra 10 minuti"],
    [61, "tra 2 minuti"],
    [60, "tra 1 minuto"],
    [59, "tra 59 secondi"],
    [1, "tra 1 secondo"],
    [0.2, "tra 1 secondo"],
  ])("%d s reads %s", (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});

describe("retryAfterSeconds", () => {
  it.each([
    ["600", 600],
    ["0", null],
    ["", null],
    [null, null],
    ["Wed, 21 Oct 2026 07:28:00 GMT", null],
  ])("%j gives %j", (header, seconds) => {
    expect(retryAfterSeconds(header)).toBe(seconds);
  });
});
