/** What the move needs of a connection: PGlite and a pg client both answer `query(text, params)` with `{ rows }`. */
export interface SqlSession {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** A name as an SQL identifier, quoted. */
export const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** A table of the public schema, as SQL. */
export const publicTable = (name: string): string => `public.${quoteIdentifier(name)}`;

/**
 * The output settings both ends read rows with: a row's text (and so its
 * checksum) depends on them, and PGlite and PostgreSQL default some of them differently.
 */
export async function useCanonicalOutput(session: SqlSession): Promise<void> {
  for (const setting of ["TimeZone = 'UTC'", "DateStyle = 'ISO, YMD'", "IntervalStyle = 'postgres'", "bytea_output = 'hex'", "extra_float_digits = 1"]) {
    await session.query(`SET ${setting}`);
  }
}
