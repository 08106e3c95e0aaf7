import { MoveRefusedError, withoutPassword } from "./move-refused-error.js";
import type { SqlSession } from "./sql-session.js";

/** One connection to the target PostgreSQL, kept for the whole copy: its transaction spans every table. */
export interface TargetConnection extends SqlSession {
  close(): Promise<void>;
}

/** Connects to `url`, or refuses in the operator's words (unreachable server, unknown database, bad password). */
export async function openTarget(url: string): Promise<TargetConnection> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new MoveRefusedError(`"${withoutPassword(url)}" is not a connection URL; give one like postgres://user:password@host:5432/rassegna.`);
  }
  if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:") {
    throw new MoveRefusedError(`"${withoutPassword(url)}" is not a PostgreSQL URL; give one like postgres://user:password@host:5432/rassegna.`);
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A connection lost between statements surfaces at the next query; it must not crash the process meanwhile.
  client.on("error", () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new MoveRefusedError(`Could not connect to ${withoutPassword(url)}: ${(error as Error).message}. Check the URL, and that the database exists (createdb) and accepts this user.`);
  }
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)) as unknown as { rows: T[] },
    close: () => client.end(),
  };
}
