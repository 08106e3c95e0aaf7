import {
  AD_FORMATS,
  ARTICLE_AD_POSITIONS,
  HOME_AD_POSITIONS,
  PUBLISHER_ID_PATTERN,
  SLOT_ID_PATTERN,
  adsenseConfigSchema,
  type AdFormat,
  type AdsConsentMode,
  type AdSlotView,
  type AdsenseConfigData,
  type AdsenseConfigView,
} from "../../../shared/ads";
import { ADSENSE_TEXT } from "./labels";

export type SlotPage = "home" | "article";

/** Each page's positions, in page order. */
export const PAGE_POSITIONS: Record<SlotPage, readonly string[]> = { home: HOME_AD_POSITIONS, article: ARTICLE_AD_POSITIONS };

/** Which list of the configuration holds a page's slots. */
export const PAGE_LIST: Record<SlotPage, "homepage_slots" | "article_slots"> = { home: "homepage_slots", article: "article_slots" };

/** A slot row being edited; `key` identifies the row on screen, `id` the stored slot (absent for a new one). */
export interface DraftSlot {
  key: string;
  id?: string;
  name: string;
  slot_id: string;
  format: AdFormat;
  position: string;
}

/** The screen's editable copy of the configuration. */
export interface AdsenseDraft {
  publisher_id: string;
  enabled: boolean;
  homepage_slots: DraftSlot[];
  article_slots: DraftSlot[];
  consent_mode: AdsConsentMode;
}

function draftSlot(slot: AdSlotView): DraftSlot {
  return { key: slot.id, id: slot.id, name: slot.name, slot_id: slot.slot_id, format: slot.format, position: slot.position };
}

/** The stored configuration as an editable draft. */
export function toDraft(config: AdsenseConfigView): AdsenseDraft {
  return {
    publisher_id: config.publisher_id,
    enabled: config.enabled,
    homepage_slots: config.homepage_slots.map(draftSlot),
    article_slots: config.article_slots.map(draftSlot),
    consent_mode: config.consent_mode,
  };
}

/** The page's positions no other row holds (a row keeps its own in its choices). */
export function freePositions(page: SlotPage, slots: DraftSlot[], exceptKey?: string): string[] {
  const taken = new Set(slots.filter((slot) => slot.key !== exceptKey).map((slot) => slot.position));
  return PAGE_POSITIONS[page].filter((position) => !taken.has(position));
}

/** An empty row in the first free position, or null when every position is taken. */
export function newSlot(page: SlotPage, slots: DraftSlot[], key: string): DraftSlot | null {
  const position = freePositions(page, slots)[0];
  if (position === undefined) return null;
  return { key, name: "", slot_id: "", format: page === "article" ? "in-article" : AD_FORMATS[0], position };
}

type SlotField = "name" | "slot_id" | "position";

/** The outcome of checking a draft before saving. */
export type DraftCheck =
  | { ok: true; config: AdsenseConfigData }
  | {
      ok: false;
      /** What to say next to the save button: "Compila tutti i campi" (docs/product.md#google-adsense) when a slot field is empty. */
      message: string;
      publisher?: string;
      /** Per row key, the fields in error and what is wrong with each. */
      slots: Record<string, Partial<Record<SlotField, string>>>;
    };

function checkSlots(page: SlotPage, slots: DraftSlot[], errors: Record<string, Partial<Record<SlotField, string>>>): void {
  const seen = new Set<string>();
  for (const slot of slots) {
    const rowErrors: Partial<Record<SlotField, string>> = {};
    if (!slot.name.trim()) rowErrors.name = ADSENSE_TEXT.missingFields;
    if (!slot.slot_id.trim()) rowErrors.slot_id = ADSENSE_TEXT.missingFields;
    else if (!SLOT_ID_PATTERN.test(slot.slot_id.trim())) rowErrors.slot_id = ADSENSE_TEXT.slotIdInvalid;
    if (!PAGE_POSITIONS[page].includes(slot.position)) rowErrors.position = ADSENSE_TEXT.positionInvalid;
    else if (seen.has(slot.position)) rowErrors.position = ADSENSE_TEXT.positionTaken;
    seen.add(slot.position);
    if (Object.keys(rowErrors).length > 0) errors[slot.key] = rowErrors;
  }
}

function publisherError(draft: AdsenseDraft): string | undefined {
  const publisher = draft.publisher_id.trim();
  if (!publisher) return draft.enabled ? ADSENSE_TEXT.publisherRequired : undefined;
  return PUBLISHER_ID_PATTERN.test(publisher) ? undefined : ADSENSE_TEXT.publisherInvalid;
}

const toInput = ({ key: _key, ...slot }: DraftSlot) => slot;

/** Checks a draft the way the server will, with the screen's Italian messages; a good one comes back as the API input. */
export function checkDraft(draft: AdsenseDraft): DraftCheck {
  const slots: Record<string, Partial<Record<SlotField, string>>> = {};
  checkSlots("home", draft.homepage_slots, slots);
  checkSlots("article", draft.article_slots, slots);
  const publisher = publisherError(draft);
  const rowErrors = Object.values(slots).flatMap((row) => Object.values(row));
  if (publisher || rowErrors.length > 0) {
    const message = rowErrors.includes(ADSENSE_TEXT.missingFields) ? ADSENSE_TEXT.missingFields : (publisher ?? rowErrors[0]!);
    return { ok: false, message, publisher, slots };
  }
  const parsed = adsenseConfigSchema.safeParse({
    publisher_id: draft.publisher_id,
    enabled: draft.enabled,
    homepage_slots: draft.homepage_slots.map(toInput),
    article_slots: draft.article_slots.map(toInput),
    consent_mode: draft.consent_mode,
  });
  if (!parsed.success) return { ok: false, message: ADSENSE_TEXT.saveFailed, slots };
  return { ok: true, config: parsed.data };
}
