import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { queryRows } from "./database.js";

const testDb = useTestDatabase();

const feed = (importLimit: number) =>
  sql`insert into rss_feeds (name, feed_url, import_limit) values ('Feed', 'https://example.it/rss', ${importLimit})`;
const article = (columns: string, values: SQL) =>
  sql`insert into articles (title, source_name, source_url, canonical_url, ${sql.raw(columns)}) values ('T', 'S', 'https://a.it/1', 'https://a.it/1', ${values})`;
const aiConfig = (priority: number, limit: number) =>
  sql`insert into ai_configs (provider, api_key, model_name, priority, daily_request_limit) values ('openai', 'sk-test', 'gpt-4o-mini', ${priority}, ${limit})`;

/** Statements the database must refuse: every enum and range of docs/product.md#records. */
const invalid: Array<[string, SQL]> = [
  ["import_limit 0", feed(0)],
  ["import_limit 101", feed(101)],
  ["feed sync status", sql`insert into rss_feeds (name, feed_url, last_sync_status) values ('F', 'https://e.it', 'ok')`],
  ["feed kind", sql`insert into rss_feeds (name, feed_url, kind) values ('F', 'https://e.it', 'scraper')`],
  ["a listing without selectors", sql`insert into rss_feeds (name, feed_url, kind) values ('F', 'https://e.it', 'listing')`],
  ["a feed with selectors", sql`insert into rss_feeds (name, feed_url, listing_selectors) values ('F', 'https://e.it', '{"item":"li"}')`],
  ["article sentiment", article("sentiment", sql`'felice'`)],
  ["article processing_status", article("processing_status", sql`'done'`)],
  ["article category", article("category", sql`'gossip'`)],
  ["article extraction method", article("content_extraction_method", sql`'api'`)],
  ["article reading_time 0", article("reading_time", sql`0`)],
  ["ai priority 0", aiConfig(0, 50)],
  ["ai priority 11", aiConfig(11, 50)],
  ["ai daily limit 0", aiConfig(1, 0)],
  ["ai daily limit 1001", aiConfig(1, 1001)],
  ["ai provider", sql`insert into ai_configs (provider, api_key, model_name) values ('watson', 'k', 'm')`],
  ["error severity", sql`insert into error_logs (error_type, severity, error_message, source) values ('x', 'fatal', 'm', 's')`],
  ["log level", sql`insert into system_logs (log_level, category, source, message) values ('trace', 'system', 's', 'm')`],
  ["log category", sql`insert into system_logs (log_level, category, source, message) values ('info', 'billing', 's', 'm')`],
  [
    "health status",
    sql`insert into system_health_metrics (status, cpu_usage, memory_usage, disk_usage, active_connections, api_response_time, database_query_time) values ('ok', 1, 1, 1, 1, 1, 1)`,
  ],
  [
    "cpu over 100 %",
    sql`insert into system_health_metrics (status, cpu_usage, memory_usage, disk_usage, active_connections, api_response_time, database_query_time) values ('healthy', 101, 1, 1, 1, 1, 1)`,
  ],
  ["social platform", sql`insert into social_configs (platform) values ('myspace')`],
  ["social frequency", sql`update social_configs set frequency = 'monthly'`],
  ["automation key", sql`insert into automation_settings (key, value) values ('backups', '{}')`],
  ["a second AdSense row", sql`insert into adsense_config (publisher_id) values ('pub-2')`],
  ["resolved without resolved_at", sql`insert into error_logs (error_type, severity, error_message, source, resolved) values ('x', 'low', 'm', 's', true)`],
  ["upper-case admin e-mail", sql`insert into admin_users (email, password_hash) values ('Admin@X.it', 'h')`],
];

describe("database constraints", () => {
  it.each(invalid)("refuses %s", async (_name, statement) => {
    await expect(testDb.db.execute(statement)).rejects.toThrow();
  });

  it.each([
    ["import_limit 1", feed(1)],
    ["import_limit 100", feed(100)],
    ["ai priority 10, limit 1000", aiConfig(10, 1000)],
    ["a listing with its selectors", sql`insert into rss_feeds (name, feed_url, kind, listing_selectors) values ('F', 'https://e.it', 'listing', '{"item":"li","title":"h2","link":"a","date":null,"summary":null}')`],
    ["category altro (admin edit list)", article("category", sql`'altro'`)],
  ])("accepts %s", async (_name, statement) => {
    await expect(testDb.db.execute(statement)).resolves.toBeDefined();
  });

  it("never reopens a resolved error, nor moves its resolution time", async () => {
    await testDb.db.execute(sql`insert into error_logs (error_type, severity, error_message, source) values ('x', 'high', 'm', 's')`);
    await testDb.db.execute(sql`update error_logs set resolved = true, resolved_at = now()`);
    await expect(testDb.db.execute(sql`update error_logs set resolved = false, resolved_at = null`)).rejects.toThrow();
    await expect(testDb.db.execute(sql`update error_logs set resolved_at = now() - interval '1 day'`)).rejects.toThrow();
    // The rest of a resolved row may still change: its AI analysis can arrive later.
    await expect(testDb.db.execute(sql`update error_logs set ai_analysis = '{"root_cause":"r","suggested_solutions":[],"prevention_tips":[]}'`)).resolves.toBeDefined();
  });

  it("keeps one article per canonical source URL", async () => {
    await testDb.db.execute(article("sentiment", sql`'positivo'`));
    await expect(testDb.db.execute(article("sentiment", sql`'negativo'`))).rejects.toThrow();
  });
});

describe("Italian full-text search", () => {
  it.each([
    ["elezione", "Le elezioni comunali a Roma"],
    ["citta", "La città di Milano si prepara"],
    ["perche", "Ecco perché i prezzi salgono"],
    ["economico", "Il quadro economica del paese"],
  ])("finds %j in %j through stemming and without accents", async (query, title) => {
    await testDb.db.execute(
      sql`insert into articles (title, source_name, source_url, canonical_url, ai_processed, processing_status)
          values (${title}, 'S', 'https://a.it/x', 'https://a.it/x', true, 'completed')`,
    );
    const rows = await queryRows<{ title: string }>(
      testDb.db,
      sql`select title from articles where search_vector @@ websearch_to_tsquery('italian_unaccent', ${query})`,
    );
    expect(rows.map((row) => row.title)).toEqual([title]);
  });

  it("searches the summary and the original text too, and not unrelated words", async () => {
    await testDb.db.execute(
      sql`insert into articles (title, content_summary, content_original, source_name, source_url, canonical_url, ai_processed, processing_status)
          values ('Titolo', 'Un riassunto sul governo', 'Testo originale sulle pensioni', 'S', 'https://a.it/y', 'https://a.it/y', true, 'completed')`,
    );
    const count = async (query: string) =>
      (
        await queryRows<{ n: number }>(
          testDb.db,
          sql`select count(*)::int as n from articles where search_vector @@ websearch_to_tsquery('italian_unaccent', ${query})`,
        )
      )[0]?.n;
    expect(await count("governi")).toBe(1);
    expect(await count("pensione")).toBe(1);
    expect(await count("calcio")).toBe(0);
  });

  it("indexes an article when it is published and drops it when it is not", async () => {
    const search = async () =>
      (await queryRows<{ n: number }>(testDb.db, sql`select count(*)::int as n from articles where search_vector @@ websearch_to_tsquery('italian_unaccent', 'ospedale')`))[0]?.n;
    await testDb.db.execute(
      sql`insert into articles (title, source_name, source_url, canonical_url) values ('Il nuovo ospedale', 'S', 'https://a.it/z', 'https://a.it/z')`,
    );
    expect(await search()).toBe(0);
    await testDb.db.execute(sql`update articles set ai_processed = true, processing_status = 'completed'`);
    expect(await search()).toBe(1);
    await testDb.db.execute(sql`update articles set title = 'La nuova scuola'`);
    expect(await search()).toBe(0);
    await testDb.db.execute(sql`update articles set content_summary = 'Apre il reparto del nuovo ospedale'`);
    expect(await search()).toBe(1);
    await testDb.db.execute(sql`update articles set processing_status = 'failed'`);
    expect(await search()).toBe(0);
  });
});
