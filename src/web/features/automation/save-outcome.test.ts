import { describe, expect, it } from "vitest";
import { saveBarMessages } from "./save-outcome";

describe("saveBarMessages", () => {
  it.each([
    { label: "nothing to say", outcome: null, unsaved: [], refused: false, problem: null, status: null },
    { label: "unsaved sections", outcome: null, unsaved: ["Sincronizzazione RSS", "Notifiche email"], refused: false, problem: null, status: "Modifiche non salvate: Sincronizzazione RSS, Notifiche email." },
    { label: "a save that went through", outcome: "saved" as const, unsaved: [], refused: false, problem: null, status: "Impostazioni salvate con successo!" },
    { label: "a save with nothing to send", outcome: "nothing" as const, unsaved: [], refused: false, problem: null, status: "Nessuna modifica da salvare" },
    { label: "a failed save, with what is still unsaved", outcome: "failed" as const, unsaved: ["Pulizia automatica"], refused: false, problem: "Errore durante il salvataggio delle impostazioni", status: "Modifiche non salvate: Pulizia automatica." },
    { label: "a refused form", outcome: null, unsaved: ["Pulizia automatica"], refused: true, problem: "Correggi i campi evidenziati.", status: "Modifiche non salvate: Pulizia automatica." },
  ])("$label", ({ outcome, unsaved, refused, problem, status }) => {
    expect(saveBarMessages(outcome, unsaved, refused)).toEqual({ problem, status });
  });
});
