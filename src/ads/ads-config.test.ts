import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { adsenseConfig } from "../db/schema/index.js";
import { adsenseConfigSchema } from "../shared/ads.js";
import { readAdsConfig, saveAdsConfig } from "./ads-config.js";

const testDb = useTestDatabase();

describe("readAdsConfig / saveAdsConfig", () => {
  it("starts from the seeded row: off, no publisher, no slots", async () => {
    expect(await readAdsConfig(testDb.db)).toMatchObject({ publisher_id: "", enabled: false, homepage_slots: [], article_slots: [] });
  });

  it("creates the default row when it is missing", async () => {
    await testDb.db.delete(adsenseConfig);
    expect(await readAdsConfig(testDb.db)).toMatchObject({ enabled: false, publisher_id: "" });
    expect(await testDb.db.select().from(adsenseConfig)).toHaveLength(1);
  });

  it("replaces the single row, giving new slots an id and keeping existing ids", async () => {
    const first = await saveAdsConfig(
      testDb.db,
      adsenseConfigSchema.parse({
        publisher_id: "ca-pub-1234567890123456",
        enabled: true,
        homepage_slots: [{ name: "Testata", slot_id: "1111111111", format: "display", position: "top" }],
        article_slots: [{ id: "mio-id", name: "Centro", slot_id: "2222222222", format: "in-article", position: "middle" }],
      }),
    );
    expect(first.homepage_slots[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.article_slots[0]!.id).toBe("mio-id");

    await saveAdsConfig(testDb.db, adsenseConfigSchema.parse({ publisher_id: "", enabled: false, homepage_slots: first.homepage_slots }));
    const stored = await readAdsConfig(testDb.db);
    expect(stored).toMatchObject({ id: first.id, publisher_id: "", enabled: false, article_slots: [] });
    expect(stored.homepage_slots).toEqual(first.homepage_slots);
    expect(await testDb.db.select().from(adsenseConfig)).toHaveLength(1);
  });

  it("reads stored JSON defensively, dropping entries that are not slots", async () => {
    await testDb.db.update(adsenseConfig).set({
      homepage_slots: [null, "x", { name: "Vecchio", slot_id: "123", format: "banner", position: "in alto" }] as never,
    });
    const [slot, ...rest] = (await readAdsConfig(testDb.db)).homepage_slots;
    expect(rest).toEqual([]);
    expect(slot).toMatchObject({ name: "Vecchio", slot_id: "123", format: "display", position: "in alto" });
  });
});
