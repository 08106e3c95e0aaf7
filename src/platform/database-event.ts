import { randomBytes } from "node:crypto";
import type { Database } from "../db/database.js";
import { sendNotice } from "../db/notices.js";
import { createInProcessEvent, type InProcessEvent } from "./in-process-event.js";

/** A change heard by every process on the same database. */
export interface DatabaseEvent {
  /** Calls `listener` after every change, made here or by another instance, until the returned function is called. */
  listen(listener: () => void): () => void;
  /**
   * Calls this process's listeners now, then tells the other instances on the
   * same PostgreSQL (a notice through `db`, delivered on commit when `db` is a
   * transaction). Never throws: the change is already stored, and the others'
   * copies still expire on their own.
   */
  signal(db: Database): Promise<void>;
}

/** Tells apart this process's notices, which its listeners heard when they were sent. */
const THIS_ORIGIN = randomBytes(8).toString("hex");
const topics = new Map<string, InProcessEvent>();

/**
 * "Something changed" that every instance must hear at once: the publisher
 * signals it after its write, and each process's caches of what changed
 * listen (docs/architecture.md#instances-that-agree). One in-process event per
 * topic, plus a PostgreSQL notice heard by the other processes' listener
 * (hearOtherInstances). Made once per topic, when its owner module loads.
 */
export function createDatabaseEvent(topic: string): DatabaseEvent {
  if (topics.has(topic) || topic.includes(" ")) throw new Error(`database event "${topic}" made twice or badly named`);
  const event = createInProcessEvent(topic);
  topics.set(topic, event);
  return {
    listen: (listener) => event.listen(listener),
    async signal(db) {
      event.signal();
      try {
        await sendNotice(db, noticePayload(topic));
      } catch (error) {
        console.error(`could not tell the other instances about "${topic}"`, error);
      }
    },
  };
}

/** A notice's payload: the topic and the sending process, one space apart. */
export function noticePayload(topic: string, origin = THIS_ORIGIN): string {
  return `${topic} ${origin}`;
}

/** Hands a notice to its topic's listeners, unless this process sent it (they heard it then) or the topic is unknown here. */
export function receiveNotice(payload: string): void {
  const [topic, origin] = payload.split(" ", 2);
  if (origin === THIS_ORIGIN) return;
  topics.get(topic ?? "")?.signal();
}

/** Calls every topic's listeners: after notices may have been missed (the listening connection came back), every cache is dropped. */
export function signalEveryTopic(): void {
  for (const event of topics.values()) event.signal();
}
