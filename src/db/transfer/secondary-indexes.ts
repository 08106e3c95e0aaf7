import type { SqlSession } from "./sql-session.js";

/** An index of the public schema that no constraint owns, with the statement that creates it again. */
export interface SecondaryIndex {
  name: string;
  definition: string;
}

/**
 * The indexes a bulk load is better off building once, after the rows: every
 * index of the public schema except those behind a primary key, unique or
 * exclusion constraint (foreign keys rely on those). Kept up to date row by row,
 * the articles' full-text and trigram indexes made a load about ten times slower.
 */
export async function readSecondaryIndexes(session: SqlSession): Promise<SecondaryIndex[]> {
  const { rows } = await session.query<SecondaryIndex>(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     join pg_class c on c.oid = i.indexrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
     order by c.relname`,
  );
  return rows;
}

/** Drops the indexes; `rebuild` creates them again (inside the same transaction, so a failure restores them). */
export async function dropSecondaryIndexes(session: SqlSession): Promise<{ count: number; rebuild(): Promise<void> }> {
  const indexes = await readSecondaryIndexes(session);
  for (const index of indexes) await session.query(`drop index ${index.name}`);
  return {
    count: indexes.length,
    async rebuild() {
      for (const index of indexes) await session.query(index.definition);
    },
  };
}
