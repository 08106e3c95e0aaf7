import { sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { closedPort } from "../../tests/helpers/closed-port.js";
import { openDatabase } from "../db/client.js";
import { isConnectionFailure } from "./connection-failure.js";

/** An error as Node's socket layer makes it. */
function socketError(code: string, syscall = "connect"): Error {
  return Object.assign(new Error(`${syscall} ${code} 127.0.0.1:5432`), { code, syscall });
}

/** An error as PostgreSQL sends it, parsed by pg. */
function serverError(code: string, message: string): pg.DatabaseError {
  return Object.assign(new pg.DatabaseError(message, 0, "error"), { code, severity: "FATAL" });
}

/** A Drizzle query that failed with `cause`, as every `db.select()`/`db.execute()` rethrows the driver's error. */
const failedQuery = (cause: Error) => new DrizzleQueryError("select id from articles where id = $1", ["x"], cause);

describe("isConnectionFailure", () => {
  it.each([
    ["a refused connection (a transaction's own connect)", socketError("ECONNREFUSED")],
    ["a refused connection under a failed query", failedQuery(socketError("ECONNREFUSED"))],
    ["a connection reset", failedQuery(socketError("ECONNRESET", "read"))],
    ["a connect that timed out in the kernel", failedQuery(socketError("ETIMEDOUT"))],
    ["a host name that does not resolve", failedQuery(socketError("ENOTFOUND", "getaddrinfo"))],
    ["a name server that cannot answer now", socketError("EAI_AGAIN", "getaddrinfo")],
    ["a host that cannot be routed to", socketError("EHOSTUNREACH")],
    ["pg: the server closed the connection", failedQuery(new Error("Connection terminated unexpectedly"))],
    ["pg-pool: connecting took too long", new Error("Connection terminated due to connection timeout", { cause: new Error("Connection terminated unexpectedly") })],
    ["pg-pool: no client came in time", failedQuery(new Error("timeout exceeded when trying to connect"))],
    ["pg: a client whose connection broke", failedQuery(new Error("Client has encountered a connection error and is not queryable"))],
    ["08006 connection failure", failedQuery(serverError("08006", "connection failure"))],
    ["08001 cannot establish a connection", serverError("08001", "could not connect to server")],
    ["08P01 protocol violation", failedQuery(serverError("08P01", "protocol violation"))],
    ["57P01 admin shutdown (pg_terminate_backend, a fast stop)", failedQuery(serverError("57P01", "terminating connection due to administrator command"))],
    ["57P02 crash shutdown", failedQuery(serverError("57P02", "terminating connection because of crash of another server process"))],
    ["57P03 cannot connect now (starting up)", serverError("57P03", "the database system is starting up")],
    ["53300 too many connections", serverError("53300", "sorry, too many clients already")],
  ])("takes %s for the database being unreachable", (_case, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ["a missing table", failedQuery(serverError("42P01", 'relation "nope" does not exist'))],
    ["a unique violation", failedQuery(serverError("23505", "duplicate key value violates unique constraint"))],
    ["a statement past its timeout (its own 503, statement-timeout.ts)", failedQuery(serverError("57014", "canceling statement due to statement timeout"))],
    ["a refused password", serverError("28P01", 'password authentication failed for user "rassegna"')],
    ["a database that does not exist", serverError("3D000", 'database "rassegna" does not exist')],
    ["an outgoing request's refused connection", new TypeError("fetch failed", { cause: socketError("ECONNREFUSED") })],
    ["an error of our own", new Error("kaboom")],
    ["a thrown string", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("keeps %s a failure of its own (500)", (_case, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });

  it("takes what a real query against a port nobody listens on throws, and a transaction's connect too", async () => {
    const handle = await openDatabase({ databaseUrl: `postgres://rassegna@127.0.0.1:${await closedPort()}/rassegna` });
    try {
      const query = await handle.db.execute(sql`select 1`).catch((error: unknown) => error);
      const transaction = await handle.db.transaction(async (tx) => tx.execute(sql`select 1`)).catch((error: unknown) => error);
      expect(query).toBeInstanceOf(DrizzleQueryError);
      expect(isConnectionFailure(query)).toBe(true);
      expect(isConnectionFailure(transaction)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
