import { afterEach, describe, expect, it } from "vitest";
import { insertPendingArticles } from "../../tests/helpers/article-rows.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import type { AiAnswer } from "../shared/ai.js";
import { onContentChanged } from "./content-events.js";
import { claimArticle, publishEnrichment } from "./lifecycle/index.js";

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe("who signals", () => {
  const testDb = useTestDatabase();

  it("an enrichment that publishes an article, not one whose claim was lost", async () => {
    const changes = { count: 0 };
    stops.push(onContentChanged(() => (changes.count += 1)));
    const [id] = await insertPendingArticles(testDb.db, 1);
    const now = new Date("2026-11-20T09:00:00Z");
    await claimArticle(testDb.db, id!, now);
    const answer: AiAnswer = {
      summary: "Il consiglio comunale approva il bilancio.",
      category: "politica",
      sentiment: "neutrale",
      keywords: ["bilancio", "consiglio", "comune"],
      tags: ["Bologna", "bilancio", "politica"],
      confidence: 0.9,
    };
    expect(await publishEnrichment(testDb.db, id!, answer, "locale", now)).toBe(true);
    expect(changes.count).toBe(1);
    expect(await publishEnrichment(testDb.db, id!, answer, "locale", now)).toBe(false);
    expect(changes.count).toBe(1);
  });
});
