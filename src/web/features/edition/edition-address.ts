import type { EditionSlot } from "../../../shared/constants";

/** An edition's page: /edizione/2026-11-30/mattina. */
export function editionPath(edition: { day: string; slot: EditionSlot }): string {
  return `/edizione/${edition.day}/${edition.slot}`;
}
