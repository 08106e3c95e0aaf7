import { afterEach, describe, expect, it } from "vitest";
import { insertPendingArticles } from "../../tests/helpers/article-rows.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { saveAutomationSection } from "../automation/save-automation-section.js";
import { articles } from "../db/schema/index.js";
import { createAiFetch } from "./ai-fetch.js";
import { startAiQueue, type AiQueue } from "./ai-queue.js";

const testDb = useTestDatabase();
let queue: AiQueue | undefined;

afterEach(async () => {
  await queue?.stop();
  queue = undefined;
});

const statuses = async () => (await testDb.db.select({ status: articles.processing_status }).from(articles)).map((row) => row.status);

describe("the worker's AI queue follows ai_processing", () => {
  it.each([
    ["processing is off", { enabled: false }],
    ["automatic processing of new articles is off", { auto_process_new: false }],
  ])("leaves articles pending while %s, and takes them once it is on", async (_case, off) => {
    await saveAutomationSection(testDb.db, "ai_processing", off);
    await insertPendingArticles(testDb.db, 2);
    // The local analyzer answers (no provider is configured), so only the switches hold the articles back.
    let rounds = 0;
    let roundsSeen: () => void = () => {};
    const threeRounds = new Promise<void>((resolve) => (roundsSeen = resolve));
    const onRound = () => void (++rounds === 3 && roundsSeen());
    queue = startAiQueue({ db: testDb.db, aiFetch: createAiFetch({ allowPrivateNetwork: true }) }, { idleMs: 10, onRound });
    await threeRounds;
    expect(await statuses()).toEqual(["pending", "pending"]);

    await saveAutomationSection(testDb.db, "ai_processing", { enabled: true, auto_process_new: true });
    await expect.poll(statuses, { timeout: 25_000 }).toEqual(["completed", "completed"]);
  });
});
