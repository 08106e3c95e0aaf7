import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { articles } from "../../db/schema/index.js";
import { findStoryPage } from "./story-page.js";

const testDb = useTestDatabase();

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 3, minutes));

/** Articles stored as one story: the first one's id is the story's. */
async function story(rows: Array<{ source_name: string; title: string; content_original?: string; published_at: Date; processing_status?: string }>) {
  const ids = await insertPublished(testDb.db, rows);
  await testDb.db.update(articles).set({ story_id: ids[0]! }).where(inArray(articles.id, ids));
  return ids;
}

describe("the story page's data", () => {
  it("lists every published report earliest first, with what two sources agree on", async () => {
    const ids = await story([
      { source_name: "Fonte B", title: "Terremoto di magnitudo 4.6 a Borgo San Lio", content_original: "Alle 3.12 di questa notte un terremoto di magnitudo 4.6 ha colpito Borgo San Lio, a nove chilometri di profondità.", published_at: at(40) },
      { source_name: "Fonte A", title: "Scossa di magnitudo 4.6 nella notte a Borgo San Lio", content_original: "Un terremoto di magnitudo 4.6 ha colpito Borgo San Lio alle 3.12 di questa notte, a circa nove chilometri di profondità.", published_at: at(10) },
      { source_name: "Fonte C", title: "Terremoto, bozza", content_original: "Non ancora pubblicato.", published_at: at(50), processing_status: "pending" },
    ]);
    await testDb.db.update(articles).set({ ai_processed: false }).where(eq(articles.id, ids[2]!));
    const found = await findStoryPage(testDb.db, ids[0]!);
    expect(found.kind).toBe("story");
    if (found.kind !== "story") return;
    expect(found.story.reports.map((report) => report.source_name)).toEqual(["Fonte A", "Fonte B"]);
    expect(found.story.sourceCount).toBe(2);
    expect(found.story.agreed).toHaveLength(1);
    expect(found.story.agreed[0]!.credits.map((credit) => credit.source_name).sort()).toEqual(["Fonte A", "Fonte B"]);
    expect(found.story.later).toEqual([{ id: ids[0], added: null }]);
  });

  it("sends a story of one source to its article", async () => {
    const ids = await story([
      { source_name: "Fonte A", title: "Prima", published_at: at(0) },
      { source_name: "Fonte A", title: "Seconda", published_at: at(20) },
    ]);
    expect(await findStoryPage(testDb.db, ids[0]!)).toEqual({ kind: "elsewhere", path: `/articolo/${ids[1]}` });
  });

  it("sends a story that joined an older one to that story, and an article never grouped to its page", async () => {
    const older = await story([
      { source_name: "Fonte A", title: "Prima", published_at: at(0) },
      { source_name: "Fonte B", title: "Seconda", published_at: at(5) },
    ]);
    const [joined, alone] = await insertPublished(testDb.db, [{ title: "Unita", published_at: at(9) }, { title: "Da sola", published_at: at(9) }]);
    await testDb.db.update(articles).set({ story_id: older[0]! }).where(eq(articles.id, joined!));
    expect(await findStoryPage(testDb.db, joined!)).toEqual({ kind: "elsewhere", path: `/storia/${older[0]}` });
    expect(await findStoryPage(testDb.db, alone!)).toEqual({ kind: "elsewhere", path: `/articolo/${alone}` });
  });

  it("finds nothing for an unknown or malformed id", async () => {
    expect(await findStoryPage(testDb.db, "8a3c1a8e-1111-4222-8333-944455556666")).toEqual({ kind: "missing" });
    expect(await findStoryPage(testDb.db, "non-un-id")).toEqual({ kind: "missing" });
  });
});
