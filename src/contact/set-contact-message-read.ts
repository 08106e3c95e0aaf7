import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { contactMessages } from "../db/schema/index.js";
import { NotFoundError } from "../platform/errors.js";
import type { ContactMessageView } from "../shared/messages.js";
import { toContactMessageView } from "./contact-message-view.js";

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
