import pino from "pino";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { articles } from "../db/schema/index.js";
import { autoCleanupTime, runAutoCleanup } from "./auto-cleanup.js";
import { saveAutomationSection } from "../automation/save-automation-section.js";

// The scheduling itself is proven on the worker's job list (src/worker/jobs.test.ts).

const testDb = useTestDatabase();
const logger = pino({ level: "silent" });
const NOW = new Date("2026-11-21T02:00:00Z");
const DAY = 86_400_000;

describe("the automatic cleanup", () => {
  it("is timed by run_at only while enabled", async () => {
    expect(await autoCleanupTime(testDb.db)).toBeNull();
    await saveAutomationSection(testDb.db, "auto_cleanup", { enabled: true, run_at: "05:45" });
    expect(await autoCleanupTime(testDb.db)).toBe("05:45");
  });

  it("deletes by retention_days through the editorial cleanup, and does nothing once switched off", async () => {
    await insertPublished(testDb.db, [10, 60, 120].map((age) => ({ published_at: new Date(NOW.getTime() - age * DAY) })));
    expect(await runAutoCleanup(testDb.db, logger, NOW)).toBeNull();
    await saveAutomationSection(testDb.db, "auto_cleanup", { enabled: true, retention_days: 90 });
    expect(await runAutoCleanup(testDb.db, logger, NOW)).toBe(1);
    await saveAutomationSection(testDb.db, "auto_cleanup", { retention_days: 30 });
    expect(await runAutoCleanup(testDb.db, logger, NOW)).toBe(1);
    expect(await testDb.db.select().from(articles)).toHaveLength(1);
  });
});
