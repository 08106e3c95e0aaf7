/**
 * `npm run bench:backup -- [--articles 100000] [--postgres URL]`: how long a
 * backup and a restore take for a site of that many articles (the benches'
 * corpus, bench/seed-articles.ts), and that the restore gives every table
 * back row for row (a digest per table). On the embedded database in a
 * temporary directory by default; with --postgres, in that database, which
 * is DROPPED and created again (give it one of its own), through pg_dump and
 * through the logical export, each restored into a fresh database beside it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { recreateDatabase } from "./recreate-database.js";
import { backupDatabase, type BackupResult } from "../src/db/backup/backup-database.js";
import { restorePglite, restorePostgres } from "../src/db/backup/restore-database.js";
import { tableChecksums, type TableChecksum } from "../src/db/backup/table-checksums.js";
import { openDatabase } from "../src/db/client.js";
import type { DatabaseHandle } from "../src/db/database.js";
import { migrateAndSeed } from "../src/db/migrate.js";
import { seedArticles } from "./seed-articles.js";

const { values } = parseArgs({ options: { articles: { type: "string", default: "100000" }, postgres: { type: "string" } } });
const count = Number(values.articles);
const say = (line: string) => void process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A corpus of `count` articles, with the bench's bookkeeping table gone: a backup of the application's tables only. */
async function load(handle: DatabaseHandle): Promise<TableChecksum[]> {
  await migrateAndSeed(handle);
  const started = performance.now();
  await seedArticles(handle.db, count, () => undefined);
  await handle.db.execute(sql`drop table bench_seed`);
  say(`Loaded ${count.toLocaleString("en")} articles in ${seconds(performance.now() - started)}.`);
  return tableChecksums(handle.db);
}

function report(engine: string, backup: BackupResult, restoreMs: number, equal: boolean): void {
  say(`${engine.padEnd(22)} backup ${seconds(backup.durationMs).padStart(8)}  ${mb(backup.bytes).padStart(9)}   restore ${seconds(restoreMs).padStart(8)}   tables equal: ${equal ? "yes" : "NO"}`);
}

const same = (a: TableChecksum[], b: TableChecksum[]) => JSON.stringify(a) === JSON.stringify(b);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-bench-backup-"));
try {
  if (!values.postgres) {
    const dir = path.join(work, "pglite");
    const handle = await openDatabase({ pgliteDir: dir });
    const before = await load(handle);
    const backup = await backupDatabase(handle, path.join(work, "site.backup"));
    await handle.close();
    const restored = await restorePglite(dir, backup.file, { force: true });
    const reopened = await openDatabase({ pgliteDir: dir });
    report("PGlite (dump)", backup, restored.durationMs, same(before, await tableChecksums(reopened.db)));
    await reopened.close();
  } else {
    const url = values.postgres;
    await recreateDatabase(url);
    const handle = await openDatabase({ databaseUrl: url });
    const before = await load(handle);
    for (const logical of [false, true]) {
      const backup = await backupDatabase(handle, path.join(work, `site-${logical ? "logical" : "pg_dump"}.backup`), { databaseUrl: url, logical });
      const targetUrl = Object.assign(new URL(url), { pathname: `${new URL(url).pathname}_restored` }).toString();
      await recreateDatabase(targetUrl);
      const target = await openDatabase({ databaseUrl: targetUrl });
      const restored = await restorePostgres(target, targetUrl, backup.file);
      report(`PostgreSQL (${backup.format})`, backup, restored.durationMs, same(before, await tableChecksums(target.db)));
      await target.close();
    }
    await handle.close();
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
