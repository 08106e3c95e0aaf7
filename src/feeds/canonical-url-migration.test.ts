import { readFile } from "node:fs/promises";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { queryRows, type Database } from "../db/database.js";
import { migrationsFolder } from "../db/migrate.js";
import { articles, articleTombstones } from "../db/schema/index.js";
import { canonicalUrl } from "./canonical-url.js";
import { filterUnseen } from "../articles/store-pending-articles.js";

const testDb = useTestDatabase();

/** canonicalUrl as it was before migration 0022, frozen here: what the keys stored before it hold. */
function keyBefore0022(link: string): string {
  const url = new URL(link);
  url.protocol = "https:";
  url.hash = "";
  url.username = "";
  url.password = "";
  url.hostname = url.hostname.toLowerCase().replace(/\.$/, "").replace(/^www\./, "");
  if (url.port === "80" || url.port === "443") url.port = "";
  const tracking = /^(utm_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|mc_cid|mc_eid|igshid|_hsenc|_hsmi)$/i;
  const kept = [...url.searchParams].filter(([name]) => !tracking.test(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(kept).toString();
  return url.toString();
}

/** Runs migration 0022 again, as drizzle's migrator does: its statements in one transaction. */
async function migrate0022(db: Database): Promise<void> {
  const text = await readFile(path.join(migrationsFolder, "0022_canonical-url-variants.sql"), "utf8");
  await db.transaction(async (tx) => {
    for (const statement of text.split("--> statement-breakpoint")) await tx.execute(sql.raw(statement));
  });
}

const pending = (link: string, imported: string) => ({
  title: link,
  source_name: "Fonte",
  source_url: link,
  canonical_url: keyBefore0022(link),
  imported_at: new Date(imported),
  ai_processed: false,
  processing_status: "pending" as const,
});

/** Links of every shape the new rules touch, and some they leave alone; no two give the same key. */
const LINKS = [
  "https://www.Corriere.it/Cronaca/Articolo.shtml#commenti",
  "https://ansa.it/sito/notizie/a.html?utm_source=rss&id=7",
  "https://ilpost.it/2026/11/20/notizia/",
  "https://ilpost.it/2026/11/21/notizia///",
  "https://repubblica.it/politica/index.html",
  "https://repubblica.it/esteri/INDEX.HTM",
  "https://repubblica.it/index.html",
  "https://site.it/news/index.php?id=3&ref=home",
  "https://site.it/Default.aspx?ID=4",
  "https://site.it/old/default.asp",
  "https://site.it/a/index.html/index.php/",
  "https://site.it/notindex.html",
  "https://site.it/index.html.bak",
  "https://ilfattoquotidiano.it/a?ref_src=twsrc&x=1",
  "https://ilgiornale.it/b?at_medium=rss&at_campaign=feed&xtor=RSS-1&cmpid=2&ito=3&__twitter_impression=true&spm=a.b&share=fb&p=9",
  "https://open.online/X?Ref=tw&WT.mc_id=x&q=A+B&Q=c",
  "https://open.online/Y?REF=1",
  "https://tgcom24.mediaset.it/Cronaca/%C3%88-Notizia/?%C3%A8=%C3%88",
  "https://tgcom24.mediaset.it/Città/Perché/",
  "https://[2001:db8::1]:8443/Pagina/",
  "https://Bücher.de/Straße/",
  "http://example.it:80/Path/index.php?b=2&a=1&utm_medium=x",
  "https://example.it/a%2F?x=%26&y=a%3Db",
  "https://example.it/?",
  "https://example.it:8080",
  "https://example.it/già-così",
];

describe("migration 0022 (canonical URL variants)", () => {
  it("gives every stored key, of articles and tombstones, the key canonicalUrl gives its link, and a second run changes nothing", async () => {
    const keys = LINKS.map((link) => canonicalUrl(link));
    expect(new Set(keys).size).toBe(LINKS.length);
    await testDb.db.insert(articles).values(LINKS.map((link) => pending(link, "2026-11-20T08:00:00Z")));
    await testDb.db.insert(articleTombstones).values(LINKS.map((link) => ({ canonical_url: keyBefore0022(link), guid: link })));

    await migrate0022(testDb.db);
    await migrate0022(testDb.db);

    const stored = await testDb.db.select({ link: articles.source_url, key: articles.canonical_url }).from(articles);
    expect(Object.fromEntries(stored.map((row) => [row.link, row.key]))).toEqual(Object.fromEntries(LINKS.map((link, i) => [link, keys[i]])));
    const tombstones = await testDb.db.select({ link: articleTombstones.guid, key: articleTombstones.canonical_url }).from(articleTombstones);
    expect(Object.fromEntries(tombstones.map((row) => [row.link, row.key]))).toEqual(Object.fromEntries(LINKS.map((link, i) => [link, keys[i]])));
    const [left] = await queryRows<{ n: number }>(testDb.db, sql`select count(*)::int as n from pg_proc where proname = 'canonical_url_0022'`);
    expect(left?.n).toBe(0);
  });

  it("keeps one article of those now sharing a key, deletes the unpublished copies and leaves published ones as they were", async () => {
    const [publicFirst, publicLater, publicCopy, publicSecond] = await insertPublished(testDb.db, [
      { source_url: "https://x.it/a", canonical_url: "https://x.it/a", imported_at: new Date("2026-11-20T08:00:00Z") },
      { source_url: "https://x.it/B", canonical_url: "https://x.it/B", imported_at: new Date("2026-11-20T09:00:00Z") },
      { source_url: "https://x.it/c/", canonical_url: "https://x.it/c/", imported_at: new Date("2026-11-20T08:00:00Z") },
      { source_url: "https://x.it/c/index.html", canonical_url: "https://x.it/c/index.html", imported_at: new Date("2026-11-20T09:00:00Z") },
    ]);
    await testDb.db.insert(articles).values([
      pending("https://x.it/a/", "2026-11-20T07:00:00Z"),
      pending("https://x.it/b/", "2026-11-20T07:00:00Z"),
      pending("https://x.it/d?ref=uno", "2026-11-20T07:00:00Z"),
      pending("https://x.it/d?ref=due", "2026-11-20T08:00:00Z"),
      pending("https://x.it/D/", "2026-11-20T09:00:00Z"),
    ]);

    await migrate0022(testDb.db);

    const rows = await testDb.db.select({ id: articles.id, link: articles.source_url, key: articles.canonical_url }).from(articles);
    expect(rows.map(({ link, key }) => [link, key]).sort(([a], [b]) => (a! < b! ? -1 : 1))).toEqual([
      ["https://x.it/B", "https://x.it/b"],
      ["https://x.it/a", "https://x.it/a"],
      ["https://x.it/c/", "https://x.it/c"],
      ["https://x.it/c/index.html", "https://x.it/c/index.html"],
      ["https://x.it/d?ref=uno", "https://x.it/d"],
    ]);
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([publicFirst, publicLater, publicCopy, publicSecond]));
  });

  it("keeps every tombstone of those now sharing a key, the first deleted under it, and the next sync imports none of them", async () => {
    await testDb.db.insert(articleTombstones).values([
      { canonical_url: "https://x.it/e/", guid: "prima", deleted_at: new Date("2026-11-01T08:00:00Z") },
      { canonical_url: "https://x.it/E", guid: "seconda", deleted_at: new Date("2026-11-02T08:00:00Z") },
    ]);
    const [resurrected] = await insertPublished(testDb.db, [{ source_url: "https://x.it/f/", canonical_url: "https://x.it/f/" }]);
    await testDb.db.insert(articleTombstones).values({ canonical_url: "https://x.it/f", guid: "terza" });

    await migrate0022(testDb.db);

    const tombstones = await testDb.db.select({ key: articleTombstones.canonical_url, guid: articleTombstones.guid }).from(articleTombstones).orderBy(asc(articleTombstones.guid));
    expect(tombstones).toEqual([
      { key: "https://x.it/e", guid: "prima" },
      { key: "https://x.it/E", guid: "seconda" },
      { key: "https://x.it/f", guid: "terza" },
    ]);
    // An article that came back through a variant before the migration stays: the migration removes nothing readers see.
    expect((await testDb.db.select({ id: articles.id }).from(articles)).map((row) => row.id)).toEqual([resurrected]);
    const items = ["https://x.it/e/index.html", "https://X.it/E?ref=rss", "https://x.it/F"].map((link) => ({ guid: null, canonical_url: canonicalUrl(link)! }));
    expect(await filterUnseen(testDb.db, "00000000-0000-4000-8000-000000000000", items)).toEqual([]);
  });
});
