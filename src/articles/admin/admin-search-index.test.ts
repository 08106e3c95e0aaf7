import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { queryRows } from "../../db/database.js";
import { adminArticleConditions } from "./admin-article-conditions.js";

const testDb = useTestDatabase();

/** The plan of `query`, as text. */
async function plan(query: ReturnType<typeof sql>): Promise<string> {
  const rows = await queryRows<{ "QUERY PLAN": string }>(testDb.db, sql`explain ${query}`);
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

describe("the dashboard's search", () => {
  it("reads the trigram index for every status, not the whole table", async () => {
    // 6,000 articles in all four states, each with its own words, then fresh planner statistics.
    await testDb.db.execute(sql`
      insert into articles (title, content_summary, source_name, source_url, canonical_url, processing_status, ai_processed, published_at)
      select 'Notizia ' || md5(i::text), case when i % 4 = 2 then 'Riassunto ' || md5('riassunto' || i) end, 'Fonte ' || (i % 9),
             'https://bench.example.it/' || i, 'https://bench.example.it/' || i,
             (array['pending', 'processing', 'completed', 'failed'])[i % 4 + 1], i % 4 = 2, now() - i * interval '1 minute'
      from generate_series(1, 6000) as i`);
    await testDb.db.execute(sql`analyze articles`);

    // A word of one pending article's title, and of one published article's summary.
    const [pending] = await queryRows<{ word: string }>(testDb.db, sql`select substr(md5('1'), 5, 8) as word`);
    const [summary] = await queryRows<{ word: string }>(testDb.db, sql`select substr(md5('riassunto2'), 3, 8) as word`);
    for (const word of [pending!.word, summary!.word]) {
      const where = adminArticleConditions({ search: word });
      const page = await plan(sql`select id from articles where ${where} order by published_at desc, id desc limit 20`);
      const count = await plan(sql`select count(*) from articles where ${where}`);
      expect(page, word).toContain("articles_admin_search_trgm_idx");
      expect(count, word).toContain("articles_admin_search_trgm_idx");
      expect(page).not.toContain("Seq Scan");
      expect(await queryRows(testDb.db, sql`select id from articles where ${where}`), word).toHaveLength(1);
    }
  });
});
