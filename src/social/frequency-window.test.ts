import { describe, expect, it } from "vitest";
import { dueAt } from "./enqueue-posts.js";
import { nextWindowStart, windowStart, type WindowFrequency } from "./frequency-window.js";

describe("frequency windows on Rome's clock", () => {
  it.each<[WindowFrequency, string, string, string]>([
    // [frequency, at, start of its window, start of the next]
    ["hourly", "2026-11-21T10:37:12Z", "2026-11-21T10:00:00Z", "2026-11-21T11:00:00Z"],
    ["hourly", "2026-03-29T00:59:59Z", "2026-03-29T00:00:00Z", "2026-03-29T01:00:00Z"],
    // 00:30 in Rome on Sunday 22 November (UTC+1): that day's midnight, the next one.
    ["daily", "2026-11-21T23:30:00Z", "2026-11-21T23:00:00Z", "2026-11-22T23:00:00Z"],
    // The spring change: 29 March has 23 hours in Rome.
    ["daily", "2026-03-29T12:00:00Z", "2026-03-28T23:00:00Z", "2026-03-29T22:00:00Z"],
    // The autumn change: 25 October has 25 hours.
    ["daily", "2026-10-25T12:00:00Z", "2026-10-24T22:00:00Z", "2026-10-25T23:00:00Z"],
    // Saturday 21 November: the week began Monday 16 at Rome's midnight, the next on Monday 23.
    ["weekly", "2026-11-21T10:00:00Z", "2026-11-15T23:00:00Z", "2026-11-22T23:00:00Z"],
    // Sunday night in Rome is still the old week; Monday 00:10 in Rome is the new one.
    ["weekly", "2026-11-22T22:50:00Z", "2026-11-15T23:00:00Z", "2026-11-22T23:00:00Z"],
    ["weekly", "2026-11-22T23:10:00Z", "2026-11-22T23:00:00Z", "2026-11-29T23:00:00Z"],
    // A week across the spring change starts at Monday's midnight after it (UTC+2).
    ["weekly", "2026-03-27T10:00:00Z", "2026-03-22T23:00:00Z", "2026-03-29T22:00:00Z"],
  ])("%s at %s: window from %s, next from %s", (frequency, at, start, next) => {
    expect(windowStart(frequency, new Date(at)).toISOString()).toBe(new Date(start).toISOString());
    expect(nextWindowStart(frequency, new Date(at)).toISOString()).toBe(new Date(next).toISOString());
  });
});

describe("when a post is due", () => {
  const now = new Date("2026-11-21T10:37:00Z");
  it.each([
    ["immediate", 0, "hourly", "2026-11-21T10:37:00Z"],
    ["delayed", 45, "immediate", "2026-11-21T11:22:00Z"],
    ["delayed", 45, "weekly", "2026-11-21T11:22:00Z"],
    ["scheduled", 0, "immediate", "2026-11-21T10:37:00Z"],
    ["scheduled", 0, "hourly", "2026-11-21T11:00:00Z"],
    ["scheduled", 0, "daily", "2026-11-21T23:00:00Z"],
    ["scheduled", 0, "weekly", "2026-11-22T23:00:00Z"],
  ] as const)("mode %s (delay %i min), frequency %s: %s", (mode, delay, frequency, expected) => {
    expect(dueAt({ mode, delay_minutes: delay }, frequency, now).toISOString()).toBe(new Date(expected).toISOString());
  });
});
