import { publicTable, type SqlSession } from "./sql-session.js";

/** A column the move copies: its name and its type as SQL writes it (`timestamp with time zone`, `text[]`). */
export interface CopiedColumn {
  name: string;
  type: string;
}

/** A table of the public schema: the columns that hold data (generated ones are left out) and the tables it references. */
export interface CatalogTable {
  name: string;
  columns: CopiedColumn[];
  references: string[];
}

/** A sequence of the public schema and where it stands (null: never used). */
export interface CatalogSequence {
  name: string;
  lastValue: string | null;
}

/**
 * The tables of the public schema, which is the whole application schema
 * (drizzle keeps its migrations journal in its own schema, and the target
 * makes its own by migrating). Generated columns are skipped: the target computes them.
 */
export async function readTables(session: SqlSession): Promise<CatalogTable[]> {
  const { rows } = await session.query<{ name: string; columns: CopiedColumn[] | null; references: string[] | null }>(
    `select c.relname as name,
       (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
          from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
       (select array_agg(distinct r.relname::text)
          from pg_constraint f join pg_class r on r.oid = f.confrelid
          where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid) as references
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     order by c.relname`,
  );
  return rows.map((row) => ({ name: row.name, columns: row.columns ?? [], references: row.references ?? [] }));
}

/** The sequences of the public schema with their last values (serial and identity columns own one each). */
export async function readSequences(session: SqlSession): Promise<CatalogSequence[]> {
  const { rows } = await session.query<{ name: string; last_value: string | null }>(
    `select sequencename as name, last_value::text as last_value from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return rows.map((row) => ({ name: row.name, lastValue: row.last_value }));
}

/** The names of the given tables that hold at least one row. */
export async function tablesWithRows(session: SqlSession, names: string[]): Promise<string[]> {
  if (!names.length) return [];
  const probe = names.map((name, i) => `select $${i + 1}::text as name where exists (select 1 from ${publicTable(name)})`).join(" union all ");
  const { rows } = await session.query<{ name: string }>(probe, names);
  return rows.map((row) => row.name);
}

/**
 * The tables in an order where every table comes after those it references,
 * so rows can be inserted with foreign keys checked as they go. A cycle
 * (none in the schema today) is reported rather than guessed around.
 */
export function parentsFirst(tables: CatalogTable[]): CatalogTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const ordered: CatalogTable[] = [];
  const visit = (table: CatalogTable) => {
    if (placed.has(table.name)) return;
    if (visiting.has(table.name)) throw new Error(`The tables' foreign keys form a cycle through ${table.name}.`);
    visiting.add(table.name);
    for (const parent of table.references) {
      const parentTable = byName.get(parent);
      if (parentTable) visit(parentTable);
    }
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}
