import { readAutomationSettings } from "../automation/settings.js";
import type { Database } from "../db/database.js";
import { NotFoundError } from "../platform/errors.js";
import { EDITION_SLOTS, type EditionSlot } from "../shared/constants.js";
import { shiftDay } from "../shared/dates.js";
import { editionDaySchema, type Edition } from "../shared/edition.js";
import { editionSlotsOn, latestEdition, latestEditionOfDay, publishedEdition, type EditionRef } from "./edition-times.js";
import { readEdition } from "./read-edition.js";

/** What /edizione shows: the edition (null while none is made), the editions either side of it, and whether the form is open. */
export interface EditionPage {
  edition: Edition | null;
  previous: { day: string; slot: EditionSlot } | null;
  next: { day: string; slot: EditionSlot } | null;
  subscribe: boolean;
}

/**
 * /edizione, /edizione/{day} and /edizione/{day}/{slot} (docs/product.md#edizione):
 * the latest edition, the latest of a day, or that one. An address that is
 * not a day, an edition that is off or not made yet, is a NotFoundError.
 */
export async function editionPage(db: Database, address: { day?: string | undefined; slot?: string | undefined }, now: Date, smtpConfigured: boolean): Promise<EditionPage> {
  const settings = (await readAutomationSettings(db)).daily_edition;
  let ref: EditionRef | null;
  if (address.day === undefined) ref = latestEdition(settings, now);
  else {
    if (!editionDaySchema.safeParse(address.day).success) throw new NotFoundError("No such edition");
    if (address.slot !== undefined && !(EDITION_SLOTS as readonly string[]).includes(address.slot)) throw new NotFoundError("No such edition");
    ref = address.slot === undefined ? latestEditionOfDay(settings, address.day, now) : publishedEdition(settings, address.day, address.slot as EditionSlot, now);
    if (!ref) throw new NotFoundError("No such edition");
  }
  const subscribe = smtpConfigured && settings.enabled;
  if (!ref) return { edition: null, previous: null, next: null, subscribe };
  // The editions of the day before, the day and the day after that are made by now, in time order.
  const around = [-1, 0, 1]
    .flatMap((days) => editionSlotsOn(settings).map((slot) => publishedEdition(settings, shiftDay(ref.day, days), slot, now)))
    .filter((edition) => edition !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const index = around.findIndex((edition) => edition.day === ref.day && edition.slot === ref.slot);
  const name = (edition: EditionRef | undefined) => (edition ? { day: edition.day, slot: edition.slot } : null);
  return { edition: await readEdition(db, ref), previous: name(around[index - 1]), next: name(around[index + 1]), subscribe };
}
