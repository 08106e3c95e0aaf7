import { describe, expect, it } from "vitest";
import { libpqEnvironment, pgDumpMismatch } from "./pg-tools.js";

describe("whether pg_dump can dump the server", () => {
  it.each([
    [15, 15, null],
    [16, 15, null],
    [15, 16, "pg_dump 15 cannot dump a PostgreSQL 16 server (install postgresql-client-16)"],
    [null, 15, "pg_dump is not installed (Debian: apt install postgresql-client)"],
  ])("pg_dump %s, server %s: %s", (client, server, reason) => {
    expect(pgDumpMismatch(client, server)).toBe(reason);
  });
});

describe("the connection handed to pg_dump", () => {
  it("goes through libpq's environment, so the password is on no command line", () => {
    const env = libpqEnvironment("postgres://rassegna:p%40ss@db.example.it:5433/rassegna_prod?sslmode=require");
    expect(env).toMatchObject({ PGHOST: "db.example.it", PGPORT: "5433", PGUSER: "rassegna", PGPASSWORD: "p@ss", PGDATABASE: "rassegna_prod", PGSSLMODE: "require" });
  });
});
