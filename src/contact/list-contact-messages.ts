import { desc, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { contactMessages } from "../db/schema/index.js";
import { MESSAGES_PAGE_SIZE, type MessageList, type MessageListQuery } from "../shared/messages.js";
import { toContactMessageView } from "./contact-message-view.js";

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
