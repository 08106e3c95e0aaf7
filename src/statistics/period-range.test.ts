import { describe, expect, it } from "vitest";
import { periodRange } from "./period-range.js";

const HOUR = 3_600_000;

describe("periodRange: the last 1, 7, 30 or 365 Rome days, today included", () => {
  it("takes today in Rome at 00:30, when it is still the day before in UTC", () => {
    const range = periodRange("today", new Date("2026-11-24T23:30:00Z"));
    expect(range).toEqual({
      from: "2026-11-25",
      to: "2026-11-25",
      start: new Date("2026-11-24T23:00:00Z"),
      end: new Date("2026-11-25T23:00:00Z"),
    });
  });

  it("ends today at 23:59 in Rome, when UTC is already tomorrow in summer only an hour later", () => {
    expect(periodRange("today", new Date("2026-07-14T21:59:00Z"))).toMatchObject({ from: "2026-07-14", start: new Date("2026-07-13T22:00:00Z") });
    expect(periodRange("today", new Date("2026-07-14T22:00:00Z"))).toMatchObject({ from: "2026-07-15", start: new Date("2026-07-14T22:00:00Z") });
  });

  it("gives the last Sunday of March 23 hours and the last Sunday of October 25", () => {
    const spring = periodRange("today", new Date("2026-03-29T12:00:00Z"));
    expect(spring).toMatchObject({ from: "2026-03-29", start: new Date("2026-03-28T23:00:00Z"), end: new Date("2026-03-29T22:00:00Z") });
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR);
    const autumn = periodRange("today", new Date("2026-10-25T12:00:00Z"));
    expect(autumn).toMatchObject({ from: "2026-10-25", start: new Date("2026-10-24T22:00:00Z"), end: new Date("2026-10-25T23:00:00Z") });
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * HOUR);
  });

  it.each([
    // A week holding the change to summer time is an hour short; one holding the change back, an hour long.
    ["2026-03-31T10:00:00Z", "2026-03-25", "2026-03-24T23:00:00Z", "2026-03-31T22:00:00Z", 7 * 24 - 1],
    ["2026-10-28T10:00:00Z", "2026-10-22", "2026-10-21T22:00:00Z", "2026-10-28T23:00:00Z", 7 * 24 + 1],
  ])("keeps a week across a clock change at seven Rome midnights (now %s)", (now, from, start, end, hours) => {
    const range = periodRange("week", new Date(now));
    expect(range).toMatchObject({ from, start: new Date(start), end: new Date(end) });
    expect(range.end.getTime() - range.start.getTime()).toBe(hours * HOUR);
  });

  it.each([
    // "ultima settimana" is rolling: on a Monday it starts on the Tuesday before, not on the Monday.
    ["Monday", "2026-11-23T09:00:00Z", "2026-11-17"],
    ["Sunday", "2026-11-29T09:00:00Z", "2026-11-23"],
    ["Wednesday", "2026-11-25T09:00:00Z", "2026-11-19"],
  ])("counts the week as today and the six days before, whatever the weekday (%s)", (_weekday, now, from) => {
    expect(periodRange("week", new Date(now))).toMatchObject({ from });
  });

  it.each([
    ["month", "2026-03-15T12:00:00Z", "2026-02-14"],
    ["year", "2026-03-15T12:00:00Z", "2025-03-16"],
    // A leap year's 29 February is one of the 365 days.
    ["year", "2028-03-15T12:00:00Z", "2027-03-17"],
  ] as const)("counts %s back in calendar days (now %s)", (period, now, from) => {
    expect(periodRange(period, new Date(now))).toMatchObject({ from, to: now.slice(0, 10) });
  });
});
