import { and, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { editionDeliveries, editionSubscribers } from "../db/schema/index.js";
import { EDITION_LIMITS } from "../shared/constants.js";
import { tokenMatches, tokenSubscriberId } from "./edition-links.js";

/** A subscriber row as the links and e-mails need it. */
export interface Subscriber {
  id: string;
  email: string;
  created_at: Date;
  confirmed_at: Date | null;
}

const HOUR_MS = 3_600_000;

/** An address as stored: trimmed and lower-cased, so one mailbox is one row. */
export function normalizeAddress(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A reader gives an address (docs/product.md#edizione). A new one is stored
 * unconfirmed and answered with its row, to whom the confirmation goes; one
 * waiting for confirmation gets a new link (and 48 more hours) at most every
 * ten minutes; a confirmed one gets nothing. The caller answers the reader
 * the same in every case, so the form tells nobody who subscribed.
 */
export async function subscribe(db: Database, email: string, now: Date): Promise<Subscriber | null> {
  const address = normalizeAddress(email);
  const resendBefore = new Date(now.getTime() - EDITION_LIMITS.resendMinutes * 60_000);
  // One statement: a new row, or a waiting one given a new time; a confirmed row, or one asked for a moment ago, is left as it is.
  const [row] = await db
    .insert(editionSubscribers)
    .values({ email: address, created_at: now })
    .onConflictDoUpdate({
      target: editionSubscribers.email,
      set: { created_at: now },
      setWhere: and(isNull(editionSubscribers.confirmed_at), lt(editionSubscribers.created_at, resendBefore)),
    })
    .returning();
  return row ?? null;
}

/** The subscriber a token names, when the token was made for it; null otherwise. */
async function subscriberOfToken(db: Database, key: Buffer, purpose: "confirm" | "unsubscribe", token: string): Promise<Subscriber | null> {
  const id = tokenSubscriberId(token);
  if (!id) return null;
  const [row] = await db.select().from(editionSubscribers).where(eq(editionSubscribers.id, id));
  return row && tokenMatches(key, purpose, token, row) ? row : null;
}

/**
 * The reader's click on "Conferma": the address is confirmed when the link is
 * its latest and less than 48 hours old. Answers whether it is confirmed now
 * (a second click on a good link still answers true).
 */
export async function confirmSubscription(db: Database, key: Buffer, token: string, now: Date): Promise<boolean> {
  const row = await subscriberOfToken(db, key, "confirm", token);
  if (!row) return false;
  if (row.confirmed_at) return true;
  if (now.getTime() - row.created_at.getTime() > EDITION_LIMITS.confirmHours * HOUR_MS) return false;
  // Two clicks at once: the first sets the time, the second finds it set; both answer true.
  await db.update(editionSubscribers).set({ confirmed_at: now }).where(and(eq(editionSubscribers.id, row.id), isNull(editionSubscribers.confirmed_at)));
  return true;
}

/** Whether an unsubscribe token names a current subscriber (the page shows its button only then). */
export async function unsubscribeTokenValid(db: Database, key: Buffer, token: string): Promise<boolean> {
  return (await subscriberOfToken(db, key, "unsubscribe", token)) !== null;
}

/**
 * One click on "Annulla l'iscrizione", or a mail client's one-click POST
 * (RFC 8058): the subscriber and its deliveries are deleted. Answers whether a
 * row went; the caller answers the same either way.
 */
export async function unsubscribe(db: Database, key: Buffer, token: string): Promise<boolean> {
  const row = await subscriberOfToken(db, key, "unsubscribe", token);
  if (!row) return false;
  const gone = await db.delete(editionSubscribers).where(eq(editionSubscribers.id, row.id)).returning({ id: editionSubscribers.id });
  return gone.length > 0;
}

/** Removes the addresses given before `cutoff` and never confirmed (the retention run passes 48 hours ago). */
export async function pruneUnconfirmedSubscribers(db: Database, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(editionSubscribers)
    .where(and(isNull(editionSubscribers.confirmed_at), lt(editionSubscribers.created_at, cutoff)))
    .returning({ id: editionSubscribers.id });
  return gone.length;
}

/** Removes the delivery records made before `cutoff` (a week ago): only the edition being sent needs them. */
export async function pruneDeliveries(db: Database, cutoff: Date): Promise<number> {
  const gone = await db.delete(editionDeliveries).where(lt(editionDeliveries.created_at, cutoff)).returning({ edition: editionDeliveries.edition });
  return gone.length;
}
