import { describe, expect, it } from "vitest";
import { exportDateTime, longDate, longDateTime, romeDay, romeTimeOfDay, shortDateTime } from "./dates.js";

describe("Italian dates in Europe/Rome", () => {
  it.each([
    // Winter (UTC+1) and summer (UTC+2) time.
    ["2026-11-21T13:05:00Z", "21 novembre 2026 alle 14:05", "21/11/26 14:05"],
    ["2026-07-01T13:05:00Z", "1 luglio 2026 alle 15:05", "01/07/26 15:05"],
    // 23:30 UTC on 31 December is already New Year in Rome.
    ["2025-12-31T23:30:00Z", "1 gennaio 2026 alle 00:30", "01/01/26 00:30"],
  ])("%s reads %j and %j", (iso, long, short) => {
    expect(longDateTime(iso)).toBe(long);
    expect(shortDateTime(iso)).toBe(short);
  });

  it("names the day by Rome's calendar, for counters that reset at midnight there", () => {
    expect(romeDay(new Date("2026-03-28T22:59:59Z"))).toBe("2026-03-28");
    expect(romeDay(new Date("2026-03-28T23:00:00Z"))).toBe("2026-03-29");
    // In summer time, midnight in Rome is 22:00 UTC.
    expect(romeDay(new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
  });

  it.each([
    ["2026-11-21T13:05:09Z", "21/11/2026 14:05:09"],
    ["2026-07-01T22:00:00.999Z", "02/07/2026 00:00:00"],
  ])("%s reads %j in an exported file", (iso, expected) => {
    expect(exportDateTime(iso)).toBe(expected);
  });

  it.each([
    ["2026-11-21T23:00:00Z", "00:00"],
    ["2026-03-29T00:59:00Z", "01:59"],
    // The spring change: 02:00 never comes, the minute after 01:59 reads 03:00.
    ["2026-03-29T01:00:00Z", "03:00"],
    // The autumn change: 02:30 comes twice, an hour apart.
    ["2026-10-25T00:30:00Z", "02:30"],
    ["2026-10-25T01:30:00Z", "02:30"],
  ])("reads %s on Rome's wall clock as %s", (iso, time) => {
    expect(romeTimeOfDay(new Date(iso))).toBe(time);
  });

  it("writes month names in Italian", () => {
    expect(longDate("2022-11-15T23:38:15Z")).toBe("16 novembre 2022");
  });
});
