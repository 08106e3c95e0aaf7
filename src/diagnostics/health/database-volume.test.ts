import { randomBytes } from "node:crypto";
import { statfs } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { queryRows, type Database } from "../../db/database.js";
import { findDataVolume, type MeasuredVolume } from "./database-volume.js";

const testDb = useTestDatabase();
const DATA_DIR = "/srv/rassegna/data";

describe("findDataVolume", () => {
  it("measures DATA_DIR on PGlite, and PostgreSQL's own data directory when the server is on this host and the role may read it", async () => {
    const volume = await findDataVolume(testDb.db, DATA_DIR);
    if (testDb.handle.engine === "pglite") {
      expect(volume).toEqual({ path: DATA_DIR, of: "data_dir" });
      return;
    }
    // The tests connect to 127.0.0.1 as a superuser: the directory the server reports, which this process can stat.
    const [row] = await queryRows<{ directory: string }>(testDb.db, sql`select current_setting('data_directory') as directory`);
    expect(volume).toEqual({ path: row!.directory, of: "database" });
    await expect(statfs(volume.path)).resolves.toBeDefined();
  });

  it("falls back to DATA_DIR when the server's data directory is hidden (PostgreSQL: a role without pg_read_all_settings; PGlite: always)", async () => {
    if (testDb.handle.engine === "pglite") {
      expect(await findDataVolume(testDb.db, DATA_DIR)).toMatchObject({ of: "data_dir" });
      return;
    }
    const role = `rassegna_reader_${randomBytes(4).toString("hex")}`;
    let volume: MeasuredVolume | undefined;
    // Roles are created in the transaction and rolled back with it: nothing stays in the cluster.
    await testDb.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`create role ${role} nologin`));
        await tx.execute(sql.raw(`set local role ${role}`));
        volume = await findDataVolume(tx as unknown as Database, DATA_DIR);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(volume).toEqual({ path: DATA_DIR, of: "data_dir" });
  });
});
