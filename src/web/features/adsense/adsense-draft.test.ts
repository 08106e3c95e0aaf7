import { describe, expect, it } from "vitest";
import { checkDraft, freePositions, newSlot, toDraft, type AdsenseDraft, type DraftSlot } from "./adsense-draft";

const PUBLISHER = "ca-pub-1234567890123456";

function slot(key: string, overrides: Partial<DraftSlot> = {}): DraftSlot {
  return { key, name: `Slot ${key}`, slot_id: "1234567890", format: "display", position: "top", ...overrides };
}

function draft(overrides: Partial<AdsenseDraft> = {}): AdsenseDraft {
  return {
    publisher_id: PUBLISHER,
    enabled: true,
    homepage_slots: [slot("h1")],
    article_slots: [slot("a1", { position: "middle" })],
    consent_mode: "own_banner",
    ...overrides,
  };
}

describe("toDraft", () => {
  it("keys each row by its stored id", () => {
    const stored = { id: "s1", name: "Testata", slot_id: "1", format: "in-feed" as const, position: "after-3" };
    const result = toDraft({ id: "row", publisher_id: "", enabled: false, homepage_slots: [stored], article_slots: [], consent_mode: "google_cmp", updated_at: "" });
    expect(result.homepage_slots).toEqual([{ key: "s1", ...stored }]);
  });
});

describe("freePositions and newSlot", () => {
  it("offers the positions other rows do not hold, in page order", () => {
    const rows = [slot("a", { position: "after-3" }), slot("b", { position: "top" })];
    expect(freePositions("home", rows)).toEqual(["after-6", "bottom"]);
    expect(freePositions("home", rows, "a")).toEqual(["after-3", "after-6", "bottom"]);
  });

  it("adds an empty row in the first free position, in-article by default on articles", () => {
    expect(newSlot("article", [slot("a", { position: "top" })], "n")).toEqual({ key: "n", name: "", slot_id: "", format: "in-article", position: "middle" });
    expect(newSlot("home", [], "n")).toMatchObject({ format: "display", position: "top" });
  });

  it("adds nothing once every position is taken", () => {
    const rows = ["top", "middle", "bottom"].map((position) => slot(position, { position }));
    expect(newSlot("article", rows, "n")).toBeNull();
  });
});

describe("checkDraft", () => {
  it("turns a good draft into the API input, trimmed and without row keys", () => {
    const result = checkDraft(draft({ publisher_id: ` ${PUBLISHER} `, homepage_slots: [slot("h1", { name: " Testata ", slot_id: " 42 " })] }));
    expect(result).toEqual({
      ok: true,
      config: {
        publisher_id: PUBLISHER,
        enabled: true,
        homepage_slots: [{ name: "Testata", slot_id: "42", format: "display", position: "top" }],
        article_slots: [{ name: "Slot a1", slot_id: "1234567890", format: "display", position: "middle" }],
        consent_mode: "own_banner",
      },
    });
    expect(checkDraft(draft({ consent_mode: "google_cmp" }))).toMatchObject({ ok: true, config: { consent_mode: "google_cmp" } });
  });

  it.each([
    { label: "an empty name", change: { homepage_slots: [slot("h1", { name: " " })] }, field: "name" },
    { label: "an empty slot id", change: { homepage_slots: [slot("h1", { slot_id: "" })] }, field: "slot_id" },
    { label: "both empty", change: { homepage_slots: [slot("h1", { name: "", slot_id: "" })] }, field: "name" },
  ])("says 'Compila tutti i campi' for $label and marks the field", ({ change, field }) => {
    const result = checkDraft(draft(change));
    expect(result).toMatchObject({ ok: false, message: "Compila tutti i campi", slots: { h1: { [field]: "Compila tutti i campi" } } });
  });

  it("names the empty fields of the article rows too, even with a publisher problem besides", () => {
    const result = checkDraft(draft({ publisher_id: "", article_slots: [slot("a1", { position: "middle", slot_id: "" })] }));
    expect(result).toEqual({
      ok: false,
      message: "Compila tutti i campi",
      publisher: "Inserisci l'ID editore per attivare gli annunci.",
      slots: { a1: { slot_id: "Compila tutti i campi" } },
    });
  });

  it.each([
    { label: "a publisher id with ads on", change: { publisher_id: "" }, message: "Inserisci l'ID editore per attivare gli annunci." },
    { label: "a malformed publisher id", change: { publisher_id: "pub-123", enabled: false }, message: "L'ID editore deve iniziare con ca-pub- seguito da sole cifre." },
    { label: "letters in a slot id", change: { homepage_slots: [slot("h1", { slot_id: "12ab" })] }, message: "L'ID slot deve contenere solo cifre." },
    { label: "a position used twice", change: { homepage_slots: [slot("h1"), slot("h2")] }, message: "Ogni posizione può avere un solo slot." },
    { label: "a position stored as free text", change: { article_slots: [slot("a1", { position: "in alto" })] }, message: "Scegli una delle posizioni della pagina." },
  ])("refuses $label with its own message", ({ change, message }) => {
    expect(checkDraft(draft(change))).toMatchObject({ ok: false, message });
  });

  it("lets ads be switched off with no publisher id", () => {
    expect(checkDraft(draft({ publisher_id: "", enabled: false }))).toMatchObject({ ok: true });
  });
});
