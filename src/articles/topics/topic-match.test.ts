import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { queryRows } from "../../db/database.js";
import { toSlug } from "../../shared/slug.js";

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
