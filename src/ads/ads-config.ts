import { randomUUID } from "node:crypto";
import type { Database } from "../db/database.js";
import { adsenseConfig, type AdSlot } from "../db/schema/index.js";
import { createDatabaseEvent } from "../platform/database-event.js";
import { AD_FORMATS, type AdFormat, type AdSlotView, type AdsenseConfigData, type AdsenseConfigView } from "../shared/ads.js";

type Row = typeof adsenseConfig.$inferSelect;

/** A stored slot list read defensively: the column is JSON, so anything off-shape is dropped, not trusted. */
function slotsOf(value: unknown): AdSlotView[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: Partial<AdSlot>) => {
    if (typeof item !== "object" || item === null) return [];
    const { id, name, slot_id: slotId, format, position } = item;
    if (typeof name !== "string" || typeof slotId !== "string" || typeof position !== "string") return [];
    const knownFormat: AdFormat = AD_FORMATS.includes(format as AdFormat) ? (format as AdFormat) : "display";
    return [{ id: typeof id === "string" && id ? id : randomUUID(), name, slot_id: slotId, format: knownFormat, position }];
  });
}

function toView(row: Row): AdsenseConfigView {
  return {
    id: row.id,
    publisher_id: row.publisher_id,
    enabled: row.enabled,
    homepage_slots: slotsOf(row.homepage_slots),
    article_slots: slotsOf(row.article_slots),
    consent_mode: row.consent_mode === "google_cmp" ? "google_cmp" : "own_banner",
    updated_at: row.updated_at.toISOString(),
  };
}

/** The single adsense_config row, created with its defaults (off, no publisher, no slots) when missing (docs/product.md#settings-records). */
export async function readAdsConfig(db: Database): Promise<AdsenseConfigView> {
  const [row] = await db.select().from(adsenseConfig).limit(1);
  if (row) return toView(row);
  await db.insert(adsenseConfig).values({}).onConflictDoNothing({ target: adsenseConfig.singleton });
  const [created] = await db.select().from(adsenseConfig).limit(1);
  return toView(created!);
}

/** Heard by every instance after a save (docs/architecture.md#instances-that-agree): the Content-Security-Policy names the ad hosts only while ads are on. */
const adsChanged = createDatabaseEvent("ads");

/** Calls `listener` after every save of the configuration, here or on another instance; returns the function that stops it. */
export function onAdsChanged(listener: () => void): () => void {
  return adsChanged.listen(listener);
}

/** Replaces the whole configuration (already validated by adsenseConfigSchema); slots without an id get one. Every instance hears of it. */
export async function saveAdsConfig(db: Database, input: AdsenseConfigData): Promise<AdsenseConfigView> {
  const withIds = (slots: AdsenseConfigData["homepage_slots"] | AdsenseConfigData["article_slots"]): AdSlot[] =>
    slots.map((slot) => ({ ...slot, id: slot.id || randomUUID() }));
  const values = {
    publisher_id: input.publisher_id,
    enabled: input.enabled,
    homepage_slots: withIds(input.homepage_slots),
    article_slots: withIds(input.article_slots),
    consent_mode: input.consent_mode,
    updated_at: new Date(),
  };
  const [row] = await db
    .insert(adsenseConfig)
    .values(values)
    .onConflictDoUpdate({ target: adsenseConfig.singleton, set: values })
    .returning();
  await adsChanged.signal(db);
  return toView(row!);
}
