import { describe, expect, it } from "vitest";
import type { DailyEditionSettings } from "../shared/automation.js";
import { editionAt, latestEdition, latestEditionOfDay, publishedEdition } from "./edition-times.js";

const SETTINGS: DailyEditionSettings = { enabled: true, morning: true, morning_at: "07:00", evening: true, evening_at: "19:00" };
const name = (edition: { day: string; slot: string } | null) => (edition ? `${edition.day}/${edition.slot}` : null);

describe("the editions' times (Europe/Rome)", () => {
  it.each([
    ["winter", "2026-11-30", "mattina", "2026-11-30T06:00:00.000Z"],
    ["winter", "2026-11-30", "sera", "2026-11-30T18:00:00.000Z"],
    ["summer", "2026-07-15", "mattina", "2026-07-15T05:00:00.000Z"],
    ["the spring change's day", "2026-03-29", "mattina", "2026-03-29T05:00:00.000Z"],
    ["the autumn change's day", "2026-10-25", "mattina", "2026-10-25T06:00:00.000Z"],
  ] as const)("reads the time on Rome's wall clock in %s", (_label, day, slot, instant) => {
    expect(editionAt(SETTINGS, day, slot).toISOString()).toBe(instant);
  });

  it.each([
    ["before the first of the day: yesterday evening's", "2026-11-30T05:59:00Z", SETTINGS, "2026-11-29/sera"],
    ["at the morning's time", "2026-11-30T06:00:00Z", SETTINGS, "2026-11-30/mattina"],
    ["in the afternoon", "2026-11-30T15:00:00Z", SETTINGS, "2026-11-30/mattina"],
    ["after the evening's", "2026-11-30T22:00:00Z", SETTINGS, "2026-11-30/sera"],
    ["with the evening off", "2026-11-30T22:00:00Z", { ...SETTINGS, evening: false }, "2026-11-30/mattina"],
    ["with the morning off, before the evening", "2026-11-30T15:00:00Z", { ...SETTINGS, morning: false }, "2026-11-29/sera"],
    ["with both off", "2026-11-30T15:00:00Z", { ...SETTINGS, morning: false, evening: false }, null],
  ] as const)("finds the latest edition %s", (_label, now, settings, expected) => {
    expect(name(latestEdition(settings, new Date(now)))).toBe(expected);
  });

  it("has no edition of the future, of a slot that is off, and a past day's latest is its evening", () => {
    const now = new Date("2026-11-30T10:00:00Z");
    expect(publishedEdition(SETTINGS, "2026-11-30", "sera", now)).toBeNull();
    expect(publishedEdition({ ...SETTINGS, morning: false }, "2026-11-30", "mattina", now)).toBeNull();
    expect(name(latestEditionOfDay(SETTINGS, "2026-11-28", now))).toBe("2026-11-28/sera");
    expect(latestEditionOfDay(SETTINGS, "2026-12-01", now)).toBeNull();
  });
});
