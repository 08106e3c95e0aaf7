import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../src/db/database.js";
import { forgetDatabaseCaches } from "../../src/platform/database-caches.js";

/**
 * What a migrated and seeded test database holds, to put it back between
 * tests: the rows of every table in the public schema, and every sequence.
 * The schema itself (tables, triggers, functions, the migrations journal) is
 * never touched, so a test must not change it (use a fresh database for that).
 */
export interface Baseline {
  tables: Array<{ name: string; columns: string[]; rows: string | null }>;
  sequences: Array<{ name: string; value: string; called: boolean }>;
  /** Whether the connection may switch triggers off (superuser), to empty tables with DELETE rather than TRUNCATE. */
  superuser: boolean;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function captureBaseline(db: Database): Promise<Baseline> {
  const tables = await queryRows<{ name: string; columns: string[] }>(
    db,
    sql`select c.relname as name,
          array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        group by c.relname
        order by c.relname`,
  );
  const withRows: Baseline["tables"] = [];
  for (const table of tables) {
    const [row] = await queryRows<{ rows: string | null }>(db, sql.raw(`select json_agg(t)::text as rows from public.${quote(table.name)} t`));
    withRows.push({ ...table, rows: row?.rows ?? null });
  }
  const sequences = await queryRows<{ name: string; value: string; called: boolean }>(
    db,
    sql`select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
          coalesce(last_value, start_value)::text as value, last_value is not null as called
        from pg_sequences where schemaname = 'public'`,
  );
  const [role] = await queryRows<{ superuser: string }>(db, sql`select current_setting('is_superuser') as superuser`);
  return { tables: withRows, sequences, superuser: role?.superuser === "on" };
}

/**
 * Puts the database back to `baseline` in one transaction: empties every
 * table that has rows now or had rows then, inserts the saved rows as they
 * were (triggers off, so nothing recomputes them), and sets every sequence
 * back. A lock held by a connection a test left open fails the reset after
 * five seconds instead of hanging it.
 */
export async function resetToBaseline(db: Database, baseline: Baseline): Promise<void> {
  const probe = baseline.tables.map((t) => `select '${t.name.replaceAll("'", "''")}'::text as name where exists (select 1 from public.${quote(t.name)})`).join(" union all ");
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local lock_timeout = '5s'`);
    const filled = new Set((await queryRows<{ name: string }>(tx as unknown as Database, sql.raw(probe))).map((r) => r.name));
    const dirty = baseline.tables.filter((t) => filled.has(t.name) || t.rows !== null);
    if (baseline.superuser) {
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const table of dirty) await tx.execute(sql.raw(`delete from public.${quote(table.name)}`));
    } else if (dirty.length) {
      await tx.execute(sql.raw(`truncate ${dirty.map((t) => `public.${quote(t.name)}`).join(", ")} cascade`));
    }
    for (const table of dirty) {
      if (table.rows === null) continue;
      const columns = table.columns.map(quote).join(", ");
      await tx.execute(
        sql`${sql.raw(`insert into public.${quote(table.name)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::public.${quote(table.name)}, `)}${table.rows}::json)`,
      );
    }
    for (const sequence of baseline.sequences) {
      await tx.execute(sql`select setval(${sequence.name}::regclass, ${sequence.value}::bigint, ${sequence.called})`);
    }
  });
  // What the process cached of the rows just replaced (the stories' window and frequencies) is read again.
  forgetDatabaseCaches(db);
}
