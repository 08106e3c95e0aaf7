import { afterEach, describe, expect, it, vi } from "vitest";
import { insertPendingArticles } from "../../tests/helpers/article-rows.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import type { AiAnswer } from "../shared/ai.js";
import { onContentChanged, signalContentChanged } from "./content-events.js";
import { claimArticle, publishEnrichment } from "./lifecycle/index.js";

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

describe("content events", () => {
  it("tells every listener of each change until it stops listening", () => {
    const heard: string[] = [];
    const stopA = onContentChanged(() => heard.push("a"));
    stops.push(stopA, onContentChanged(() => heard.push("b")));
    signalContentChanged();
    stopA();
    signalContentChanged();
    expect(heard).toEqual(["a", "b", "b"]);
  });

  it("still tells the others when one listener throws, and does not throw at the publisher", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const heard: string[] = [];
    stops.push(
      onContentChanged(() => {
        throw new Error("broken listener");
      }),
      onContentChanged(() => heard.push("cache cleared")),
    );
    expect(() => signalContentChanged()).not.toThrow();
    expect(heard).toEqual(["cache cleared"]);
  });
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
