import pg from "pg";

/** Drops and creates the PostgreSQL database of `url` (through the server's maintenance database), for a bench that fills its own. */
export async function recreateDatabase(url: string): Promise<void> {
  const maintenance = new URL(url);
  const name = decodeURIComponent(maintenance.pathname.slice(1));
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}
