import type { Logger } from "pino";
import { listenForNotices, type NoticeListener, type NoticeListenerOptions } from "../db/notice-listener.js";
import { receiveNotice, signalEveryTopic } from "./database-event.js";

/**
 * Hears the changes other instances make on the same PostgreSQL and hands
 * them to this process's database events (database-event.ts). Each time
 * LISTEN is in place, at start and after a lost connection, every topic is
 * signalled: whatever was sent while nobody listened is missed, so every
 * cache is dropped. Meanwhile the caches' own expiry is the safety net.
 */
export function hearOtherInstances(
  connectionString: string,
  logger: Logger,
  retry: Pick<NoticeListenerOptions, "firstRetryMs" | "maxRetryMs" | "heartbeatMs"> = {},
): NoticeListener {
  // One warning per outage, not one per retry: a database down for an hour retries hundreds of times.
  let lostAt: number | undefined;
  return listenForNotices({
    connectionString,
    ...retry,
    onNotice: receiveNotice,
    onListening(again) {
      signalEveryTopic();
      if (again && lostAt !== undefined) {
        logger.info({ category: "system", lost_ms: Math.round(performance.now() - lostAt) }, "hearing other instances' changes again: every cache dropped");
      }
      lostAt = undefined;
    },
    onLost(error, retryInMs) {
      if (lostAt !== undefined) return;
      lostAt = performance.now();
      logger.warn(
        { category: "system", err: error, retry_in_ms: retryInMs },
        "lost the connection that hears other instances' changes: caches expire on their own until it is back",
      );
    },
  });
}
