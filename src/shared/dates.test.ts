import { describe, expect, it } from "vitest";
import {
  exportDateTime,
  longDate,
  longDateTime,
  mondayOf,
  romeDay,
  romeMidnight,
  romeTimeOfDay,
  romeWallTime,
  secondsDateTime,
  shiftDay,
  shortDateTime,
  startOfRomeDay,
} from "./dates.js";

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

describe("Rome's calendar as instants", () => {
  it.each([
    // Winter (UTC+1), summer (UTC+2), and the two days with a clock change: 23 and 25 hours long.
    ["2026-11-21", "2026-11-20T23:00:00.000Z", "2026-11-21T23:00:00.000Z"],
    ["2026-07-01", "2026-06-30T22:00:00.000Z", "2026-07-01T22:00:00.000Z"],
    ["2026-03-29", "2026-03-28T23:00:00.000Z", "2026-03-29T22:00:00.000Z"],
    ["2026-10-25", "2026-10-24T22:00:00.000Z", "2026-10-25T23:00:00.000Z"],
  ])("%s runs from %s to %s", (day, start, end) => {
    expect(romeMidnight(day).toISOString()).toBe(start);
    expect(romeMidnight(shiftDay(day, 1)).toISOString()).toBe(end);
    // Any instant of the day starts it; the last millisecond too.
    expect(startOfRomeDay(new Date(Date.parse(end) - 1)).toISOString()).toBe(start);
    expect(startOfRomeDay(new Date(end)).toISOString()).toBe(end);
  });

  it.each([
    ["2026-11-21 14:05 in winter", [2026, 11, 21, 14, 5, 9], "2026-11-21T13:05:09.000Z"],
    ["2026-07-01 14:05 in summer", [2026, 7, 1, 14, 5, 0], "2026-07-01T12:05:00.000Z"],
    // 02:30 on 29 March 2026 never comes: read as an hour later, summer time.
    ["a time the spring change skips", [2026, 3, 29, 2, 30, 0], "2026-03-29T01:30:00.000Z"],
    // 02:30 on 25 October 2026 comes twice: the second, winter time.
    ["a time the autumn change repeats", [2026, 10, 25, 2, 30, 0], "2026-10-25T01:30:00.000Z"],
  ] as const)("reads %s", (_case, [year, month, day, hour, minute, second], iso) => {
    expect(romeWallTime(year, month, day, hour, minute, second).toISOString()).toBe(iso);
  });

  it("moves days on the calendar, across months, years and a leap day", () => {
    expect(shiftDay("2026-03-28", 1)).toBe("2026-03-29");
    expect(shiftDay("2026-01-01", -1)).toBe("2025-12-31");
    expect(shiftDay("2028-02-28", 1)).toBe("2028-02-29");
    expect(shiftDay("2026-11-21", -364)).toBe("2025-11-22");
  });

  it.each([
    ["2026-11-16", "2026-11-16"],
    ["2026-11-21", "2026-11-16"],
    ["2026-11-22", "2026-11-16"],
    ["2026-01-01", "2025-12-29"],
  ])("starts the ISO week of %s on Monday %s", (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });
});

describe("secondsDateTime", () => {
  it.each([
    ["2026-11-25T13:05:09.000Z", "25/11/26 14:05:09"],
    // Summer time: two hours ahead of UTC; the day changes at Rome's midnight.
    ["2026-07-01T22:30:00.000Z", "02/07/26 00:30:00"],
  ])("writes %s in Rome time as %s", (timestamp, shown) => {
    expect(secondsDateTime(timestamp)).toBe(shown);
  });
});

describe("Rome's clock computed from the EU rule", () => {
  const intlRome = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Rome", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23",
  });
  /** What tzdata says Rome's wall clock reads, in exportDateTime's shape. */
  function tzdataReading(instant: number): string {
    const part = Object.fromEntries(intlRome.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
    return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
  }

  it("agrees with tzdata every two and a half hours from 1996 to 2045", () => {
    const disagreements: string[] = [];
    for (let instant = Date.UTC(1996, 0, 1); instant < Date.UTC(2046, 0, 1); instant += 151 * 60_000 + 13_000) {
      if (exportDateTime(new Date(instant)) !== tzdataReading(instant)) disagreements.push(new Date(instant).toISOString());
    }
    expect(disagreements).toEqual([]);
  });

  it("agrees with tzdata second by second around every clock change from 2020 to 2035", () => {
    const disagreements: string[] = [];
    for (let year = 2020; year <= 2035; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
        const change = lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
        for (let instant = change - 90_000; instant <= change + 90_000; instant += 1_000) {
          if (exportDateTime(new Date(instant)) !== tzdataReading(instant)) disagreements.push(new Date(instant).toISOString());
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("reads instants before 1996, when Italy's summer time ended in September, as tzdata does", () => {
    // 30 September 1990 was past the end of that year's summer time.
    expect(longDateTime("1990-10-01T12:00:00Z")).toBe("1 ottobre 1990 alle 13:00");
    expect(longDateTime("1990-07-01T12:00:00Z")).toBe("1 luglio 1990 alle 14:00");
  });

  it("refuses an invalid date as Intl did", () => {
    expect(() => longDate("not a date")).toThrow(RangeError);
  });
});
