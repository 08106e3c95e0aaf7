import { inArray, not, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { queryRows } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { PROCESSING_STATUSES, type ProcessingStatus } from "../../shared/constants.js";
import { isPublished, PUBLISHED_STATE } from "./is-published.js";

/**
 * The publishing rule is spelled by the code (isPublished) and by the
 * database: the search-vector trigger (migration 0003, as redefined by any
 * later migration) and the partial indexes of public reads. Each test walks
 * every combination of the two columns the rule reads.
 */
const testDb = useTestDatabase();

interface State {
  ai_processed: boolean;
  processing_status: ProcessingStatus;
}

const STATES: State[] = PROCESSING_STATUSES.flatMap((processing_status) =>
  [true, false].map((ai_processed) => ({ ai_processed, processing_status })),
);
const name = (state: State) => `${state.processing_status}${state.ai_processed ? "+ai" : ""}`;
const meetsRule = (state: State) =>
  state.ai_processed === PUBLISHED_STATE.ai_processed && state.processing_status === PUBLISHED_STATE.processing_status;

let serial = 0;
async function insertIn(states: State[]): Promise<string[]> {
  const rows = states.map((state) => {
    serial += 1;
    const url = `https://example.it/stato/${serial}`;
    return { title: `Il bilancio del comune ${serial}`, source_name: "Fonte", source_url: url, canonical_url: url, ...state };
  });
  const inserted = await testDb.db.insert(articles).values(rows).returning({ id: articles.id });
  return inserted.map((row) => row.id);
}

/** For each id, in order: whether the trigger indexed the row for search, and whether the code calls it published. */
async function verdicts(ids: string[]): Promise<Array<{ trigger: boolean; code: boolean }>> {
  const rows = await testDb.db
    .select({ id: articles.id, trigger: sql<boolean>`${articles.search_vector} is not null`, code: sql<boolean>`${isPublished}` })
    .from(articles)
    .where(inArray(articles.id, ids));
  const byId = new Map(rows.map((row) => [row.id, { trigger: row.trigger, code: row.code }]));
  return ids.map((id) => byId.get(id)!);
}

describe("the trigger and the code agree on what is published", () => {
  it("for an article inserted in each state", async () => {
    const ids = await insertIn(STATES);
    const found = await verdicts(ids);
    const expected = STATES.map((state) => ({ trigger: meetsRule(state), code: meetsRule(state) }));
    expect(Object.fromEntries(found.map((verdict, i) => [name(STATES[i]!), verdict]))).toEqual(
      Object.fromEntries(expected.map((verdict, i) => [name(STATES[i]!), verdict])),
    );
  });

  it("for an article moved from each state to each other state", async () => {
    const moves = STATES.flatMap((from) => STATES.map((to) => ({ from, to })));
    const ids = await insertIn(moves.map((move) => move.from));
    const targets = moves.map((move, i) => sql`(${ids[i]}::uuid, ${move.to.ai_processed}::boolean, ${move.to.processing_status}::text)`);
    await testDb.db.execute(
      sql`update articles set ai_processed = target.ai_processed, processing_status = target.status
          from (values ${sql.join(targets, sql`, `)}) as target(id, ai_processed, status)
          where articles.id = target.id`,
    );
    const found = await verdicts(ids);
    const disagreements = moves
      .map((move, i) => ({ move: `${name(move.from)} -> ${name(move.to)}`, ...found[i]!, rule: meetsRule(move.to) }))
      .filter((row) => row.trigger !== row.rule || row.code !== row.rule);
    expect(disagreements).toEqual([]);
  });

  it("and so do the partial indexes that public reads rely on", async () => {
    await insertIn(STATES);
    const indexes = await queryRows<{ name: string; predicate: string }>(
      testDb.db,
      sql`select c.relname as name, pg_get_expr(i.indpred, i.indrelid) as predicate
          from pg_index i join pg_class c on c.oid = i.indexrelid
          where i.indrelid = 'articles'::regclass and i.indpred is not null`,
    );
    // The public reads' indexes hold exactly the published articles (the full-text ones through the vectors
    // the trigger sets on them alone); the admin search's index exactly the others.
    const UNPUBLISHED_INDEX = "articles_unpublished_search_trgm_idx";
    // The stories' indexes hold published articles with a story (a subset): none of these states has one.
    const STORY_INDEXES = ["articles_story_idx", "articles_story_joined_idx"];
    expect(indexes.map((index) => index.name).sort()).toEqual([
      "articles_public_category_idx",
      "articles_public_listing_idx",
      "articles_search_idx",
      "articles_search_words_idx",
      "articles_story_idx",
      "articles_story_joined_idx",
      "articles_story_terms_idx",
      "articles_summary_trgm_idx",
      "articles_title_trgm_idx",
      "articles_topic_idx",
      UNPUBLISHED_INDEX,
    ]);
    const published = await testDb.db.select({ id: articles.id }).from(articles).where(isPublished).orderBy(articles.id);
    const unpublished = await testDb.db.select({ id: articles.id }).from(articles).where(not(isPublished)).orderBy(articles.id);
    expect(published).toHaveLength(1);
    expect(unpublished).toHaveLength(STATES.length - 1);
    for (const index of indexes) {
      const matched = await queryRows<{ id: string }>(testDb.db, sql`select id from articles where ${sql.raw(index.predicate)} order by id`);
      const expected = index.name === UNPUBLISHED_INDEX ? unpublished : STORY_INDEXES.includes(index.name) ? [] : published;
      expect({ index: index.name, ids: matched }).toEqual({ index: index.name, ids: expected });
    }
  });
});

describe("the rule is spelled once in the code", () => {
  it("no query writes it by hand: each uses isPublished or isPublishedAs(alias)", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const path = await import("node:path");
    const src = path.resolve(import.meta.dirname, "../..");
    const files = (await readdir(src, { recursive: true }))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !file.endsWith(path.join("lifecycle", "is-published.ts")))
      // The partial indexes are the database's own copies, checked against the rule by the test above.
      .filter((file) => !file.startsWith(path.join("db", "schema")));
    // The rule's SQL, whole or in part: `x.ai_processed and x.processing_status ...`, or `processing_status = 'completed'`.
    const spelled = /processing_status\}?\s*=\s*'completed'|\bai_processed\}?\s+and\s+[\w.${]*processing_status/;
    const copies: string[] = [];
    for (const file of files) if (spelled.test(await readFile(path.join(src, file), "utf8"))) copies.push(file);
    expect(copies).toEqual([]);
  });

  it("an alias that is not a plain name is refused", async () => {
    const { isPublishedAs } = await import("./is-published.js");
    expect(() => isPublishedAs("a; drop table articles")).toThrow(/not a table alias/);
    const [row] = await queryRows<{ published: boolean }>(testDb.db, sql`select ${isPublishedAs("a")} as published from (select true as ai_processed, 'completed' as processing_status) as a`);
    expect(row?.published).toBe(true);
  });
});
