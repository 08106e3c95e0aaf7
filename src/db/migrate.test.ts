import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { AUTOMATION_DEFAULTS, SOCIAL_PLATFORMS } from "../shared/constants.js";
import { queryRows } from "./database.js";
import { migrateAndSeed } from "./migrate.js";
import { adsenseConfig, automationSettings, socialConfigs } from "./schema/index.js";

const testDb = useTestDatabase();

describe("migrations and seed", () => {
  it("seeds the automation defaults, six social platforms and one AdSense row", async () => {
    const settings = await testDb.db.select().from(automationSettings);
    expect(Object.fromEntries(settings.map((row) => [row.key, row.value]))).toEqual(AUTOMATION_DEFAULTS);

    const social = await testDb.db.select().from(socialConfigs);
    expect(social.map((row) => row.platform).sort()).toEqual([...SOCIAL_PLATFORMS].sort());
    for (const row of social) {
      expect(row).toMatchObject({ enabled: false, frequency: "immediate", post_template: "Nuova notizia: {{title}} - {{url}}" });
    }

    const ads = await testDb.db.select().from(adsenseConfig);
    expect(ads).toHaveLength(1);
    expect(ads[0]).toMatchObject({ publisher_id: "", enabled: false, homepage_slots: [], article_slots: [] });
  });

  it("runs again at every start without duplicating or overwriting anything", async () => {
    await testDb.db.update(automationSettings).set({ value: { enabled: false, frequency_hours: 12 } }).where(sql`key = 'rss_sync'`);
    await migrateAndSeed(testDb.handle);
    await migrateAndSeed(testDb.handle);
    const [social] = await testDb.db.select({ n: sql<number>`count(*)::int` }).from(socialConfigs);
    const [ads] = await testDb.db.select({ n: sql<number>`count(*)::int` }).from(adsenseConfig);
    expect(social?.n).toBe(6);
    expect(ads?.n).toBe(1);
    const [rss] = await testDb.db.select().from(automationSettings).where(sql`key = 'rss_sync'`);
    expect(rss?.value).toEqual({ enabled: false, frequency_hours: 12 });
  });

  it("leaves search planned around the index: vector matching priced as dear, short pending lists", async () => {
    const [match] = await queryRows<{ procost: number }>(testDb.db, sql`select procost from pg_proc where proname = 'ts_match_vq'`);
    expect(match?.procost).toBe(1000);
    const options = await queryRows<{ relname: string; reloptions: string[] }>(
      testDb.db,
      sql`select relname, reloptions from pg_class where relname in ('articles_search_idx', 'articles_title_trgm_idx', 'articles_summary_trgm_idx') order by relname`,
    );
    expect(options.map((row) => row.reloptions)).toEqual([["gin_pending_list_limit=256"], ["gin_pending_list_limit=256"], ["gin_pending_list_limit=256"]]);
    // Every import and claim writes to the dashboard's index of unpublished articles, which only the dashboard reads.
    const [unpublished] = await queryRows<{ reloptions: string[] }>(
      testDb.db,
      sql`select reloptions from pg_class where relname = 'articles_unpublished_search_trgm_idx'`,
    );
    expect(unpublished?.reloptions).toEqual(["gin_pending_list_limit=4096"]);
  });
});
