/**
 * Contact messages (docs/product.md#messaggi): what the public form stores,
 * and the admin's inbox over it: one page of it, the unread count, read and
 * unread, delete.
 */
import { desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { contactMessages } from "../db/schema/index.js";
import { NotFoundError } from "../platform/errors.js";
import { HONEYPOT_FIELD, type ContactMessageInput } from "../shared/contact.js";
import { MESSAGES_PAGE_SIZE, type ContactMessageView, type MessageList, type MessageListQuery } from "../shared/messages.js";

const USER_AGENT_MAX = 500;

/**
 * Stores a message from the contact form with the sender's user agent (never
 * the address: the privacy page promises it). A filled honeypot marks a bot:
 * nothing is stored, and the caller answers as if it were. Answers whether a
 * row was stored.
 */
export async function createContactMessage({
  db,
  input,
  userAgent,
}: {
  db: Database;
  input: ContactMessageInput;
  userAgent: string | undefined;
}): Promise<{ stored: boolean }> {
  if (input[HONEYPOT_FIELD]?.trim()) return { stored: false };
  await db.insert(contactMessages).values({
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    user_agent: userAgent?.slice(0, USER_AGENT_MAX) || null,
  });
  return { stored: true };
}

const inboxColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  read_at: contactMessages.read_at,
  created_at: contactMessages.created_at,
};

/**
 * One page of the inbox, newest first (docs/product.md#messaggi), with the
 * filter's total and the unread count, both counted by the database. A page
 * past the last reads as the last, so deleting the only message of the last
 * page leaves the admin on the page before rather than on an empty one.
 */
export async function listContactMessages(db: Database, { page, filter }: MessageListQuery): Promise<MessageList> {
  const [counts] = await db
    .select({
      all: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${contactMessages.read_at} is null))::int`,
    })
    .from(contactMessages);
  const unread = counts?.unread ?? 0;
  const total = filter === "unread" ? unread : (counts?.all ?? 0);
  const pageCount = Math.ceil(total / MESSAGES_PAGE_SIZE);
  const shown = Math.max(1, Math.min(page, pageCount));
  const rows =
    total === 0
      ? []
      : await db
          .select(inboxColumns)
          .from(contactMessages)
          .where(filter === "unread" ? isNull(contactMessages.read_at) : undefined)
          // The id breaks ties, so a message never shows on two pages or on none.
          .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
          .limit(MESSAGES_PAGE_SIZE)
          .offset((shown - 1) * MESSAGES_PAGE_SIZE);
  return { messages: rows.map(toContactMessageView), total, page: shown, page_count: pageCount, unread };
}

/** How many contact messages nobody has read yet: the sidebar's badge (docs/product.md#dashboard-shell). */
export async function countUnreadMessages(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(contactMessages).where(isNull(contactMessages.read_at));
  return row?.count ?? 0;
}

/**
 * Marks a message read (read_at set) or unread again (read_at cleared). A
 * message marked read twice keeps the time it was first read.
 */
export async function setContactMessageRead(db: Database, id: string, read: boolean): Promise<ContactMessageView> {
  const [row] = await db
    .update(contactMessages)
    .set({ read_at: read ? sql`coalesce(${contactMessages.read_at}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new NotFoundError("Message not found");
  return toContactMessageView(row);
}

/** Deletes a message for good (docs/product.md#messaggi). */
export async function deleteContactMessage(db: Database, id: string): Promise<void> {
  const deleted = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  if (deleted.length === 0) throw new NotFoundError("Message not found");
}

/** The columns the inbox reads: everything but the sender's user agent. */
export type ContactMessageRow = Pick<typeof contactMessages.$inferSelect, "id" | "name" | "email" | "subject" | "message" | "read_at" | "created_at">;

/** A stored message as the admin API returns it (ISO timestamps). */
export function toContactMessageView(row: ContactMessageRow): ContactMessageView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
