import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { queryRows, type Database } from "../../db/database.js";
import { escapeLike } from "../escape-like.js";
import { adminArticleConditions } from "./admin-article-conditions.js";

const testDb = useTestDatabase();

/**
 * The plan of `query` when the table cannot be read whole: an index path is
 * then taken wherever one exists, which is what this test proves. At this
 * size the planner would rightly prefer reading the table; at 100,000
 * articles it takes the indexes by itself (bench/admin-articles.ts prints
 * that plan).
 */
async function planWithoutTableScans(db: Database, query: SQL): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await queryRows<{ "QUERY PLAN": string }>(tx as unknown as Database, sql`explain ${query}`);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

describe("the dashboard's search", () => {
  it("finds title and summary words in every status through indexes, never by reading the whole table", async () => {
    // 2,000 articles in all four states, each with its own words.
    await testDb.db.execute(sql`
      insert into articles (title, content_summary, source_name, source_url, canonical_url, processing_status, ai_processed, published_at)
      select 'Notizia ' || md5(i::text), 'Riassunto ' || md5('riassunto' || i), 'Fonte ' || (i % 9),
             'https://bench.example.it/' || i, 'https://bench.example.it/' || i,
             (array['pending', 'processing', 'completed', 'failed'])[i % 4 + 1], i % 4 = 2, now() - i * interval '1 minute'
      from generate_series(1, 2000) as i`);
    await testDb.db.execute(sql`analyze articles`);

    // A title word and a summary word of a pending (i = 4), a published (i = 2) and a failed (i = 3) article.
    const words = await queryRows<{ word: string; status: string }>(
      testDb.db,
      sql`select substr(case when k then md5(i::text) else md5('riassunto' || i) end, 5, 8) as word, s as status
          from (values (4, 'pending'), (2, 'completed'), (3, 'failed')) as v(i, s), (values (true), (false)) as f(k)`,
    );
    for (const { word, status } of words) {
      const where = adminArticleConditions({ search: word });
      const found = await queryRows<{ processing_status: string }>(testDb.db, sql`select processing_status from articles where ${where}`);
      expect(found, word).toEqual([{ processing_status: status }]);
      // The count finds every match, so it is what an index must serve; a page may rather walk the newest first.
      const plan = await planWithoutTableScans(testDb.db, sql`select count(*) from articles where ${where}`);
      expect(plan, word).not.toContain("Seq Scan");
      // Both unpublished branches, title and summary, read the new index; the published ones a partial index of
      // their own (at this size any will do: the planner picks articles_title_trgm_idx and
      // articles_summary_trgm_idx at 100,000 articles, bench/admin-articles.ts).
      expect(plan.match(/Bitmap Index Scan on articles_unpublished_search_trgm_idx/g), word).toHaveLength(2);
    }
  });
});

describe("a search of several words", () => {
  const TEXTS = [
    ["Il Presidente della Regione ha parlato", "Conferenza stampa a Napoli."],
    ["Parla il vicepresidente della regione", "Nessuna novità."],
    ["Il presidente della regionale di calcio", "Assemblea."],
    ["Presidente  della regione, due spazi", "Refuso."],
    ["Della regione il presidente", "Parole in altro ordine."],
    ["Nomine", "Lo ha detto il PRESIDENTE DELLA REGIONEXYZ ieri."],
    ["Serie A: il campionato riparte", "Giornata di calcio."],
    ["Serie B", "La serie andrà avanti a lungo."],
    ["Prezzi (12345) aggiornati", "Listino 12345 senza parentesi."],
  ] as const;
  const SEARCHES = ["presidente della regione", "Presidente Della Regione", "serie a", "(12345)", "della regione il", "parla il vice"];

  it("finds exactly what its whole text finds, ignoring case, published or not", async () => {
    for (const [index, [title, summary]] of TEXTS.entries()) {
      const published = index % 2 === 0;
      await testDb.db.execute(sql`
        insert into articles (title, content_summary, source_name, source_url, canonical_url, processing_status, ai_processed, published_at)
        values (${title}, ${summary}, 'Fonte', ${`https://frasi.example.it/${index}`}, ${`https://frasi.example.it/${index}`},
                ${published ? "completed" : "pending"}, ${published}, now() - ${index} * interval '1 minute')`);
    }
    const titlesFound = async (where: SQL) =>
      (await queryRows<{ title: string }>(testDb.db, sql`select title from articles where ${where} order by title`)).map((row) => row.title);
    for (const search of SEARCHES) {
      const pattern = `%${escapeLike(search)}%`;
      const plainly = await titlesFound(sql`title ilike ${pattern} or content_summary ilike ${pattern}`);
      expect(await titlesFound(adminArticleConditions({ search })!), search).toEqual(plainly);
    }
    expect(await titlesFound(adminArticleConditions({ search: "presidente della regione" })!)).toEqual([
      "Il Presidente della Regione ha parlato",
      "Nomine",
      "Parla il vicepresidente della regione",
    ]);
    expect(await titlesFound(adminArticleConditions({ search: "(12345)" })!)).toEqual(["Prezzi (12345) aggiornati"]);
  });
});
