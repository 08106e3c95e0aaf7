import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { listPublicArticles } from "../../src/articles/public-listing.js";
import { openDatabase } from "../../src/db/client.js";
import { queryRows } from "../../src/db/database.js";
import { migrateAndSeed } from "../../src/db/migrate.js";
import { articles } from "../../src/db/schema/index.js";
import { withDatabase } from "../helpers/global-setup.js";

const templateUrl = inject("postgresTemplateUrl");
const CURSOR_KEY = randomBytes(32);

// Production databases are usually owned by an ordinary role: the migrations' extensions must be
// trusted ones, and the planner hint that needs a superuser must step aside without failing.
describe.runIf(templateUrl)("migrations on PostgreSQL as a database owner who is not a superuser", () => {
  it("migrate without the superuser-only planner hint, and Italian and substring search work", { timeout: 60_000 }, async () => {
    const name = `rassegna_owner_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: withDatabase(templateUrl, "postgres") });
    await admin.connect();
    await admin.query(`CREATE ROLE ${name} LOGIN`);
    await admin.query(`CREATE DATABASE ${name} OWNER ${name}`);
    try {
      const ownerUrl = new URL(withDatabase(templateUrl, name));
      ownerUrl.username = name;
      ownerUrl.password = "";
      const handle = await openDatabase({ databaseUrl: ownerUrl.toString() });
      try {
        await migrateAndSeed(handle);
        // The hint needed a superuser: skipped with a notice, the built-in keeps its default cost.
        const [match] = await queryRows<{ procost: number }>(handle.db, sql`select procost from pg_proc where proname = 'ts_match_vq'`);
        expect(match?.procost).toBe(1);
        await handle.db.insert(articles).values(
          ["Le elezioni in città", "Apre il supermercato"].map((title, i) => ({
            title,
            source_name: "Fonte",
            source_url: `https://fonte.it/${i}`,
            canonical_url: `https://fonte.it/${i}`,
            ai_processed: true,
            processing_status: "completed",
            category: "cronaca",
          })),
        );
        const titles = async (search: string) => (await listPublicArticles(handle.db, { search, category: "cronaca" }, CURSOR_KEY)).articles.map((a) => a.title);
        expect(await titles("elezione citta")).toEqual(["Le elezioni in città"]);
        expect(await titles("mercato")).toEqual(["Apre il supermercato"]);
      } finally {
        await handle.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${name}`);
      await admin.end();
    }
  });
});
