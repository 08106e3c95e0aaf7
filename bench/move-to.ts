/**
 * `npx tsx bench/move-to.ts --postgres URL [--articles 100000] [--data-dir DIR]`:
 * the time of `npm run admin -- move-to` for a site of that size. Fills an
 * embedded database (kept in --data-dir, so a second run skips the filling)
 * with published articles made from the hand-labelled set (five sentences of
 * text, a two-sentence summary, their search vectors computed by the real
 * trigger) and one view each, moves it into a new database on the PostgreSQL
 * server of URL, and prints the move's time and rate. The new database is
 * dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../src/db/client.js";
import { migrateAndSeed } from "../src/db/migrate.js";
import { articles, statistics } from "../src/db/schema/index.js";
import { moveDatabase } from "../src/db/transfer/move-database.js";
import { dropSecondaryIndexes } from "../src/db/transfer/secondary-indexes.js";
import type { SqlSession } from "../src/db/transfer/sql-session.js";
import { CATEGORIES } from "../src/shared/constants.js";
import { pick, publishedRow } from "./labelled-rows.js";

const { values } = parseArgs({
  options: { articles: { type: "string", default: "100000" }, postgres: { type: "string" }, "data-dir": { type: "string" } },
});
if (!values.postgres) throw new Error("--postgres URL is required: the server the move goes to (a new database is made there).");
const ARTICLES = Number(values.articles);
const dataDir = values["data-dir"] ?? fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-bench-move-"));
const pgliteDir = path.join(dataDir, "pglite");

/** A published article as the other benches make it (bench/labelled-rows.ts), with two tags so the tag arrays are moved too. */
const articleRow = (i: number): typeof articles.$inferInsert => ({ ...publishedRow(i), tags: [pick(CATEGORIES, i + 1), "bench"] });

const source = await openDatabase({ pgliteDir });
await migrateAndSeed(source);
const [stored] = await source.db.select({ n: sql<number>`count(*)::int` }).from(articles);
if ((stored?.n ?? 0) < ARTICLES) {
  const started = performance.now();
  // Kept up to date row by row, the articles' full-text and trigram indexes made the filling crawl on PGlite.
  const indexes = await dropSecondaryIndexes((source.db as unknown as { $client: SqlSession }).$client);
  for (let i = stored?.n ?? 0; i < ARTICLES; i += 1_000) {
    await source.db.insert(articles).values(Array.from({ length: Math.min(1_000, ARTICLES - i) }, (_, k) => articleRow(i + k)));
    process.stdout.write(`  filling: ${(i + 1_000).toLocaleString("en")} articles, ${((performance.now() - started) / 1000).toFixed(0)} s\r`);
  }
  await source.db.execute(sql`insert into ${statistics} (article_id, user_agent) select id, 'bench' from ${articles}`);
  await indexes.rebuild();
  console.log(`Filled ${pgliteDir} with ${ARTICLES.toLocaleString("en")} articles in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const name = `rassegna_move_bench_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: values.postgres });
await admin.connect();
await admin.query(`create database ${name}`);
const targetUrl = Object.assign(new URL(values.postgres), { pathname: `/${name}` }).toString();
try {
  const report = await moveDatabase({ source, targetUrl, onProgress: (line) => console.log(line) });
  const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
  const seconds = report.milliseconds / 1000;
  console.log(`move-to: ${ARTICLES.toLocaleString("en")} articles, ${rows.toLocaleString("en")} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString("en")} rows/s)`);
} finally {
  await source.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
