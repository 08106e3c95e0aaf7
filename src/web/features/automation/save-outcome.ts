import { AUTOMATION_TEXT } from "./labels";

/** The outcome of the last save, shown beside the button until the form changes again. */
export type SaveOutcome = "saved" | "failed" | "nothing" | null;

/** What the save bar says: a problem (red, announced at once) and a status line; either may be null. */
export function saveBarMessages(outcome: SaveOutcome, unsaved: string[], refused: boolean): { problem: string | null; status: string | null } {
  const problem = refused ? AUTOMATION_TEXT.fixFields : outcome === "failed" ? AUTOMATION_TEXT.saveFailed : null;
  if (outcome === "saved") return { problem, status: AUTOMATION_TEXT.saved };
  if (outcome === "nothing") return { problem, status: AUTOMATION_TEXT.nothingToSave };
  return { problem, status: unsaved.length > 0 ? AUTOMATION_TEXT.unsaved(unsaved) : null };
}
