import type { contactMessages } from "../db/schema/index.js";
import type { ContactMessageView } from "../shared/messages.js";

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
