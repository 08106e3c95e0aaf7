import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/helpers/test-db.js";
import { saveAutomationSection } from "../../../automation/save-automation-section.js";
import type { DatabaseHandle } from "../../../db/database.js";
import { loadSyncFrequency } from "./sync-frequency.server.js";

// Set up by hand: the use* test helpers read as React hooks to the linter in src/web.
let testDb: DatabaseHandle;
beforeEach(async () => {
  testDb = await createTestDatabase();
});
afterEach(async () => {
  await testDb.close();
});

describe("the static pages' sync frequency", () => {
  it("follows the rss_sync setting: the default, another frequency, switched off", async () => {
    expect(await loadSyncFrequency({ db: testDb.db })).toEqual({ syncEvery: "ogni 6 ore" });
    await saveAutomationSection(testDb.db, "rss_sync", { frequency_hours: 1 });
    expect(await loadSyncFrequency({ db: testDb.db })).toEqual({ syncEvery: "ogni ora" });
    await saveAutomationSection(testDb.db, "rss_sync", { enabled: false });
    expect(await loadSyncFrequency({ db: testDb.db })).toEqual({ syncEvery: "periodicamente" });
  });
});
