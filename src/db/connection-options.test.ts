import { sql } from "drizzle-orm";
import { afterEach, describe, expect, inject, it } from "vitest";
import { withStatementTimeout } from "../platform/statement-timeout.js";
import { openDatabase } from "./client.js";
import { withSessionOptions } from "./connection-options.js";
import { queryRows, type DatabaseHandle } from "./database.js";

describe("withSessionOptions", () => {
  it("keeps the operator's options from the connection string, this application's after them", () => {
    const { connectionString, options } = withSessionOptions("postgres://app@db.example:5432/rassegna?options=-c%20search_path%3Dnews&sslmode=require", "-c jit=off");
    expect(options).toBe("-c search_path=news -c jit=off");
    expect(connectionString).toBe("postgres://app@db.example:5432/rassegna?sslmode=require");
  });

  it("leaves a connection string without options as it is", () => {
    expect(withSessionOptions("postgres://app@db.example/rassegna", "-c jit=off")).toEqual({ connectionString: "postgres://app@db.example/rassegna", options: "-c jit=off" });
  });
});

describe("a DATABASE_URL with its own options (PostgreSQL)", () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it("keeps both the operator's settings and the public reads' statement timeout", async () => {
    const template = inject("postgresTemplateUrl");
    // The embedded database has no connection string, and no options to lose.
    if (!template) return;
    // The server's own database: the run's template must stay free of connections for the tests' copies.
    const url = new URL(template);
    url.pathname = "/postgres";
    url.searchParams.set("options", "-c work_mem=7MB -c statement_timeout=0");
    const opened = (handle = await openDatabase({ databaseUrl: url.toString() }));
    const read = (db: typeof opened.db) => queryRows<{ work_mem: string; timeout: string }>(db, sql`select current_setting('work_mem') as work_mem, current_setting('statement_timeout') as timeout`);
    const [bounded] = await withStatementTimeout(opened.db, 1_500, read);
    expect(bounded).toEqual({ work_mem: "7MB", timeout: "1500ms" });
    const [main] = await read(opened.db);
    expect(main).toEqual({ work_mem: "7MB", timeout: "0" });
  });
});
