import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Database } from "../db/database.js";
import { describeError } from "../platform/describe-error.js";
import { recordServerError } from "../platform/error-records/record-server-error.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Keeps unhandled 5xx in error_logs (set by buildApp; absent in bare test servers). */
    serverErrors?: ServerErrorRecorder;
  }
}

/** Rows being written at most at once: a flood of failures (the database down) is told by its first rows and the log. */
const MAX_PENDING = 10;

/**
 * Writes an error_logs row for each request that failed unexpectedly, never
 * delaying the reply (the write is not awaited) and never failing it (a write
 * that fails is a console warning, without a category so the system log does
 * not repeat it into the same unreachable database).
 */
export class ServerErrorRecorder {
  private readonly writes = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Rows being written now. */
  get pending(): number {
    return this.writes.size;
  }

  /** Starts writing the row of `error` met by `request`, unless MAX_PENDING are being written. */
  record(error: Error, request: FastifyRequest): void {
    if (this.writes.size >= MAX_PENDING) return;
    const route = request.routeOptions.url ?? request.url.split("?")[0] ?? "";
    const write = recordServerError(this.db, { error, method: request.method, route })
      .catch((failure: unknown) => this.log?.warn({ failure: describeError(failure) }, "could not keep the failed request in error_logs"))
      .finally(() => this.writes.delete(write));
    this.writes.add(write);
  }

  /** Resolves once every row started so far is written (or failed): for a clean stop and for tests. */
  async idle(): Promise<void> {
    await Promise.all(this.writes);
  }
}
