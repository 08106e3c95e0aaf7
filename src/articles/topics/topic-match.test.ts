import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { queryRows } from "../../db/database.js";
import { toSlug } from "../../shared/slug.js";
import { isPublished } from "../lifecycle/index.js";
import { carriesTopic } from "./topic-match.js";

const testDb = useTestDatabase();

/** Terms as feeds and providers write them: accents, capitals, punctuation, other scripts. */
const TERMS = [
  "Campi Flegrei",
  "Città di Bàri",
  "  L'Aquila — terremoto  ",
  "perché è così",
  "Ünïcödé ÀÉÎÕÜ àéîõü ç ñ",
  "İstanbul",
  "Ørsted ß æ œ",
  "#MeToo!",
  "Il Sole 24 Ore",
  "COVID-19",
  "a\u0301ccento combinato",
  "Ελλάδα",
  "---",
  "",
  "tab\tand\nnewline",
  "emoji 🎉 festa",
];

describe("topic_slug (migration 0033)", () => {
  it("writes every term as shared/slug.ts does, character for character", async () => {
    const rows = await queryRows<{ term: string; slug: string }>(
      testDb.db,
      sql`select term, topic_slug(term) as slug from unnest(array[${sql.join(TERMS.map((term) => sql`${term}`), sql`, `)}]::text[]) as term`,
    );
    expect(rows.map((row) => [row.term, row.slug])).toEqual(TERMS.map((term) => [term, toSlug(term)]));
  });

  it("gives an article's tags and keywords as their distinct non-empty slugs", async () => {
    const [row] = await queryRows<{ slugs: string[] }>(
      testDb.db,
      sql`select article_topic_slugs(array['Campi Flegrei', 'campi flegrei', '---']::text[], array['Napoli']::text[]) as slugs`,
    );
    expect([...row!.slugs].sort()).toEqual(["campi-flegrei", "napoli"]);
    const [empty] = await queryRows<{ slugs: string[] }>(testDb.db, sql`select article_topic_slugs('{}'::text[], '{}'::text[]) as slugs`);
    expect(empty!.slugs).toEqual([]);
  });
});

describe("the topic index's statistics (migration 0039)", () => {
  /** The planner's estimate of the published articles carrying `slug`: what picks a topic page's plan. */
  async function estimatedRows(slug: string): Promise<number> {
    const [row] = await queryRows<{ "QUERY PLAN": Array<{ Plan: { "Plan Rows": number } }> }>(
      testDb.db,
      sql`explain (format json) select id from articles where ${isPublished} and ${carriesTopic(slug)}`,
    );
    return row!["QUERY PLAN"][0]!.Plan["Plan Rows"];
  }

  it("tell the planner how common a topic is, though the index holds only published articles", async () => {
    // 2,000 published articles, half on "Calcio", one on "Etna", the rest on topics of their own; and 1,000
    // pending ones on "Calcio", which the partial index leaves out.
    await testDb.db.execute(sql`
      insert into articles (title, source_name, source_url, canonical_url, processing_status, ai_processed, published_at, keywords)
      select 'Notizia ' || i, 'Fonte', 'https://topic.example.it/' || i, 'https://topic.example.it/' || i,
             case when i <= 2000 then 'completed' else 'pending' end, i <= 2000, now() - i * interval '1 minute',
             case when i = 7 then array['Etna'] when i % 2 = 0 or i > 2000 then array['Calcio', 'Tema ' || i] else array['Tema ' || i] end
      from generate_series(1, 3000) as i`);
    await testDb.db.execute(sql`analyze articles`);
    // Without statistics on the expression every topic is priced alike (0.5 % of the rows): a topic on half the
    // articles would be read through a bitmap of all of them, one on a handful by walking the whole listing.
    const common = await estimatedRows("calcio");
    expect(common).toBeGreaterThan(500);
    expect(common).toBeLessThan(2000);
    expect(await estimatedRows("etna")).toBeLessThan(20);
  });
});
