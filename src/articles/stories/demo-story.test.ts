import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { articles } from "../../db/schema/index.js";
import { analyzeArticleLocally } from "../../ai/local/analyze-article.js";
import { buildCorpusStats } from "../../ai/local/corpus-stats.js";
import { decodeDocument } from "../../feeds/charset.js";
import { extractArticle } from "../../feeds/extract/extract-article.js";
import { parseFeed } from "../../feeds/parse/parse-feed.js";
import { listPublicArticles } from "../public-listing.js";
import { groupIntoStory } from "./group-article.js";

const testDb = useTestDatabase();

const BASE = "http://demo.example";
const demo = join(import.meta.dirname, "../../../demo");

/** Every article of the demo feeds as the pipeline stores it: the feed's title, the page's text where the feed has an excerpt, the built-in analyzer's summary. */
function demoArticles() {
  const drafts = readdirSync(join(demo, "feeds")).flatMap((name) => {
    const text = decodeDocument(readFileSync(join(demo, "feeds", name)), null, name.endsWith(".json") ? "json" : "xml").replaceAll("{{BASE}}", BASE);
    const feed = parseFeed(text, `${BASE}/feeds/${name}`);
    return feed.items.map((item) => {
      const page = extractArticle(readFileSync(join(demo, new URL(item.link!).pathname), "utf8"), item.link!);
      const body = page && page.text.length > item.summary.length ? page.text : item.summary;
      return { title: item.title, source: feed.title, body, published_at: item.publishedAt! };
    });
  });
  const stats = buildCorpusStats(drafts.map((draft) => `${draft.title} ${draft.body}`));
  return drafts.map((draft) => ({ ...draft, summary: analyzeArticleLocally({ title: draft.title, source_name: draft.source, text: draft.body }, stats).summary }));
}

describe("the demo's story from five publishers", () => {
  it("shows the Borgo San Lio earthquake as one story, the lead, with the 4 other sources; every other demo article alone", { timeout: 120_000 }, async () => {
    const drafts = demoArticles().sort((a, b) => a.published_at.getTime() - b.published_at.getTime());
    const ids = await insertPublished(
      testDb.db,
      drafts.map((draft) => ({ title: draft.title, content_summary: draft.summary, source_name: draft.source, published_at: draft.published_at })),
    );
    for (const id of ids) await groupIntoStory(testDb.db, id);
    // Read at the end: a later report may have merged two stories.
    const rows = await testDb.db.select({ id: articles.id, story: articles.story_id }).from(articles);
    const storyById = new Map(rows.map((row) => [row.id, row.story]));
    const stories = ids.map((id) => storyById.get(id));
    const quake = drafts.flatMap((draft, i) => (/terremoto|scossa/i.test(draft.title) && /Borgo San Lio|4\.6/.test(draft.title) ? [stories[i]] : []));
    expect(quake).toHaveLength(5);
    expect(new Set(quake).size).toBe(1);
    expect(new Set(stories).size).toBe(drafts.length - 4);

    const { lead } = await listPublicArticles(testDb.db, {}, Buffer.alloc(32));
    expect(lead!.story_id).toBe(quake[0]);
    expect(lead!.source_name).toBe("Salute Oggi");
    expect(lead!.story_sources.map((source) => source.source_name)).toEqual(["Il Gazzettino Tecnologico", "EcoNotizie", "Cronache dal Mondo", "Corriere di Valdoria"]);
  });
});
