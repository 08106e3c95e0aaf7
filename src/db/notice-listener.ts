import type pg from "pg";
import { NOTICE_CHANNEL } from "./notices.js";

export interface NoticeListenerOptions {
  connectionString: string;
  /** Every payload sent on the channel (by this process too), in the order PostgreSQL delivers them. */
  onNotice(payload: string): void;
  /** LISTEN is in place; `again` after a lost connection, when whatever was sent meanwhile was missed. */
  onListening?(again: boolean): void;
  /** The connection failed or was lost; the next try starts in `retryInMs`. */
  onLost?(error: Error, retryInMs: number): void;
  /** The first retry's wait, doubled on each failure in a row up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** How often the idle connection is asked a `select 1`: a connection dropped without a word is found within this and its timeout. */
  heartbeatMs?: number;
}

export interface NoticeListener {
  /** Stops listening and closes the connection; no retry follows. */
  close(): Promise<void>;
}

/** A connection that lived this long was healthy: its loss starts the backoff from its first wait again. */
const HEALTHY_AFTER_MS = 30_000;

/**
 * One dedicated connection per process, outside the pool, that LISTENs on
 * the notice channel (a pooled connection goes back to others, and its
 * LISTEN with it). When it fails or drops it is opened again with backoff,
 * and `onListening(true)` tells the caller that notices may have been missed.
 */
export function listenForNotices(options: NoticeListenerOptions): NoticeListener {
  const firstRetryMs = options.firstRetryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 10_000;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  let closed = false;
  let current: pg.Client | undefined;
  let failuresInRow = 0;
  let listenedBefore = false;
  let retry: NodeJS.Timeout | undefined;

  const open = async (): Promise<void> => {
    retry = undefined;
    if (closed) return;
    const { default: pgModule } = await import("pg");
    if (closed) return;
    const client = new pgModule.Client({
      connectionString: options.connectionString,
      application_name: "rassegna-notices",
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
      // Bounds the heartbeat: a query unanswered this long means the connection is gone.
      query_timeout: 5_000,
    });
    let lost = false;
    let listeningSince = 0;
    let heartbeat: NodeJS.Timeout | undefined = undefined;
    const lose = (error: Error) => {
      if (lost) return;
      lost = true;
      clearInterval(heartbeat);
      if (current === client) current = undefined;
      void client.end().catch(() => undefined);
      if (closed) return;
      if (listeningSince > 0 && performance.now() - listeningSince > HEALTHY_AFTER_MS) failuresInRow = 0;
      const wait = Math.min(maxRetryMs, firstRetryMs * 2 ** failuresInRow);
      failuresInRow += 1;
      options.onLost?.(error, wait);
      retry = setTimeout(() => void open(), wait);
    };
    client.on("error", lose);
    client.on("end", () => lose(new Error("the notice connection ended")));
    client.on("notification", (message) => {
      if (message.channel === NOTICE_CHANNEL && message.payload !== undefined) options.onNotice(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTICE_CHANNEL}`);
    } catch (error) {
      lose(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (lost) return;
    if (closed) {
      lose(new Error("closed"));
      return;
    }
    current = client;
    listeningSince = performance.now();
    heartbeat = setInterval(() => {
      client.query("select 1").catch((error: unknown) => lose(error instanceof Error ? error : new Error(String(error))));
    }, heartbeatMs);
    heartbeat.unref();
    const again = listenedBefore;
    listenedBefore = true;
    options.onListening?.(again);
  };

  void open();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
