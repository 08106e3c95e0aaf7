import type { DailyEditionSettings } from "../shared/automation.js";
import { EDITION_SLOTS, type EditionSlot } from "../shared/constants.js";
import { romeDay, romeWallTime, shiftDay } from "../shared/dates.js";

/** One edition: a Rome day, morning or evening, and the instant it was made. */
export interface EditionRef {
  day: string;
  slot: EditionSlot;
  at: Date;
}

/** The edition's key in edition_deliveries and its address's tail: "2026-11-30/mattina". */
export function editionKey(edition: { day: string; slot: EditionSlot }): string {
  return `${edition.day}/${edition.slot}`;
}

/** The slots the administrator has on, morning first. */
export function editionSlotsOn(settings: DailyEditionSettings): EditionSlot[] {
  return EDITION_SLOTS.filter((slot) => (slot === "mattina" ? settings.morning : settings.evening));
}

/** The instant of a slot's edition on a Rome day: its time of day on Rome's wall clock. */
export function editionAt(settings: DailyEditionSettings, day: string, slot: EditionSlot): Date {
  const [hour, minute] = (slot === "mattina" ? settings.morning_at : settings.evening_at).split(":").map(Number) as [number, number];
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return romeWallTime(year, month, date, hour, minute);
}

/** That edition, when its slot is on and its time has come by `now`; null otherwise (an address of the future, a slot that is off). */
export function publishedEdition(settings: DailyEditionSettings, day: string, slot: EditionSlot, now: Date): EditionRef | null {
  if (!editionSlotsOn(settings).includes(slot)) return null;
  const at = editionAt(settings, day, slot);
  return at <= now ? { day, slot, at } : null;
}

/** The latest edition of a Rome day by `now` (the evening's once it is made), or null when none is yet. */
export function latestEditionOfDay(settings: DailyEditionSettings, day: string, now: Date): EditionRef | null {
  const made = editionSlotsOn(settings).map((slot) => publishedEdition(settings, day, slot, now));
  return made.filter((edition) => edition !== null).sort((a, b) => b.at.getTime() - a.at.getTime())[0] ?? null;
}

/** The latest edition made by `now`: today's, or yesterday's before the first of today. */
export function latestEdition(settings: DailyEditionSettings, now: Date): EditionRef | null {
  const today = romeDay(now);
  return latestEditionOfDay(settings, today, now) ?? latestEditionOfDay(settings, shiftDay(today, -1), now);
}
