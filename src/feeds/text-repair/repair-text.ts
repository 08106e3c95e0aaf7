/**
 * One call for the text repairs every reader-facing field gets
 * (docs/decisions.md#text-repair): double-encoded UTF-8, then characters an
 * encoder replaced. Cheap on clean text: each step returns at once without its markers.
 */
import { restoreLostCharacters } from "./lost-characters.js";
import { repairMojibake } from "./mojibake.js";

/** Repairs mojibake ("Ã¨" -> "è") and lost apostrophes ("l�Italia" -> "l’Italia") in one field of text. */
export function repairText(text: string): string {
  return restoreLostCharacters(repairMojibake(text));
}
