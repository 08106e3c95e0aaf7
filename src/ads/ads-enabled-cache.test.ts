import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { saveAdsConfig } from "./ads-config.js";
import { ADS_ENABLED_TTL_MS, createAdsEnabledCache } from "./ads-enabled-cache.js";

const testDb = useTestDatabase();

const ON = { publisher_id: "ca-pub-1234567890123456", enabled: true, homepage_slots: [], article_slots: [], consent_mode: "own_banner" as const };

describe("createAdsEnabledCache", () => {
  it("answers from memory for a few seconds, then sees a change another instance saved", async () => {
    let now = 1_000_000;
    const cache = createAdsEnabledCache(testDb.db, { now: () => now });
    expect(await cache.get()).toBe(false);

    // Saved elsewhere: this cache has not been told.
    await saveAdsConfig(testDb.db, ON);
    now += ADS_ENABLED_TTL_MS - 1;
    expect(await cache.get()).toBe(false);
    now += 1;
    expect(await cache.get()).toBe(true);
  });

  it("reads the saved state at once after invalidate", async () => {
    const cache = createAdsEnabledCache(testDb.db, { now: () => 0 });
    expect(await cache.get()).toBe(false);
    await saveAdsConfig(testDb.db, ON);
    cache.invalidate();
    expect(await cache.get()).toBe(true);
  });

  it("follows the public configuration's rule: on without a usable publisher id is off", async () => {
    await saveAdsConfig(testDb.db, { ...ON, publisher_id: "" });
    expect(await createAdsEnabledCache(testDb.db).get()).toBe(false);
  });
});
