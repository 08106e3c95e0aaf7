import fs from "node:fs";
import { once } from "node:events";
import readline from "node:readline";
import { createGunzip, createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../database.js";
import { LOGICAL_MAGIC, partialPath, publishPartial } from "./backup-file.js";
import { schemaTables } from "./table-checksums.js";

/*
 * The logical export: every table of the schema as JSON lines, read in one
 * REPEATABLE READ transaction (one snapshot, so consistent while the server
 * writes), gzip'd. It is what a PostgreSQL backup falls back to when pg_dump
 * is absent or older than the server, and it is restored by this same code
 * into a database migrated to the same version. Lines: "H" header, "T" a
 * table, "R" one of its rows (row_to_json), "S" a sequence.
 */

const FETCH_ROWS = 2_000;
const INSERT_ROWS = 500;

interface Header {
  format: typeof LOGICAL_MAGIC;
  version: 1;
  created_at: string;
  /** The last applied migration's hash: the schema the rows fit. */
  migration: string | null;
}

/** The hash of the last migration applied to `db` (drizzle's own table), or null before any. */
export async function lastMigration(db: Database): Promise<string | null> {
  const rows = await queryRows<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1`).catch(() => []);
  return rows[0]?.hash ?? null;
}

/** The schema's tables, each after the tables its foreign keys point at, so rows can be inserted in this order. */
async function tablesInInsertOrder(db: Database): Promise<string[]> {
  const tables = await schemaTables(db);
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const edge of edges) if (edge.child === table) visit(edge.parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Writes the logical export of `db` to `file` (through a partial file); answers its size in bytes. */
export async function exportLogical(db: Database, file: string): Promise<number> {
  const partial = partialPath(file);
  const gzip = createGzip({ level: 6 });
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
  };
  try {
    await db.transaction(
      async (tx) => {
        const header: Header = { format: LOGICAL_MAGIC, version: 1, created_at: new Date().toISOString(), migration: await lastMigration(tx as unknown as Database) };
        await write(`H ${JSON.stringify(header)}`);
        for (const table of await tablesInInsertOrder(tx as unknown as Database)) {
          await write(`T ${JSON.stringify(table)}`);
          await tx.execute(sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${sql.identifier(table)} t`);
          for (;;) {
            const rows = await queryRows<{ r: string }>(tx as unknown as Database, sql.raw(`fetch ${FETCH_ROWS} from backup_rows`));
            for (const row of rows) await write(`R ${row.r}`);
            if (rows.length < FETCH_ROWS) break;
          }
          await tx.execute(sql`close backup_rows`);
        }
        const sequences = await queryRows<{ name: string; value: string | null }>(
          tx as unknown as Database,
          sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by sequencename`,
        );
        for (const sequence of sequences) await write(`S ${JSON.stringify(sequence)}`);
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    gzip.end();
    await once(out, "close");
  } catch (error) {
    gzip.destroy();
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return publishPartial(partial, file);
}

/**
 * Replaces every row of `db` (already migrated to the export's version) with
 * those of the export, in one transaction: a failure leaves the database as
 * it was. User triggers are off meanwhile, so derived rows (the statistics'
 * totals) are restored as saved rather than counted twice.
 */
export async function importLogical(db: Database, file: string): Promise<void> {
  const target = await lastMigration(db);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const tables = await schemaTables(t);
    await tx.execute(sql.raw(`truncate ${tables.map((name) => `"${name}"`).join(", ")}`));
    for (const table of tables) await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
    let table: string | null = null;
    let columns: string[] = [];
    let batch: string[] = [];
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const list = sql.raw(columns.map((column) => `"${column}"`).join(", "));
      await tx.execute(
        sql`insert into ${sql.identifier(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${batch.join(",")}]`}::json)`,
      );
      batch = [];
    };
    let sawHeader = false;
    // Opened here, where it is read: lines a readline emits before its iterator exists are lost.
    const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
    for await (const line of lines) {
      const kind = line.slice(0, 1);
      const body = line.slice(2);
      if (kind === "H") {
        const header = JSON.parse(body) as Header;
        if (header.migration !== target) {
          throw new Error(`This export was made by another version of Rassegna (migration ${header.migration ?? "none"}; this one is at ${target ?? "none"}): restore it with that version.`);
        }
        sawHeader = true;
      } else if (!sawHeader) {
        throw new Error("The logical export has no header: it is not a Rassegna backup.");
      } else if (kind === "T") {
        await flush();
        table = JSON.parse(body) as string;
        if (!tables.includes(table)) throw new Error(`The export holds table ${table}, which this database does not have.`);
        columns = await insertableColumns(t, table);
      } else if (kind === "R") {
        batch.push(body);
        if (batch.length >= INSERT_ROWS) await flush();
      } else if (kind === "S") {
        await flush();
        const { name, value } = JSON.parse(body) as { name: string; value: string | null };
        await tx.execute(value === null ? sql`select setval(${`"${name}"`}::regclass, 1, false)` : sql`select setval(${`"${name}"`}::regclass, ${value}::bigint, true)`);
      }
    }
    await flush();
    if (!sawHeader) throw new Error("The logical export is empty: it is not a Rassegna backup.");
    for (const name of tables) await tx.execute(sql`alter table ${sql.identifier(name)} enable trigger user`);
  });
}

/** A table's columns that take a value on insert (not the generated ones). */
async function insertableColumns(db: Database, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}
