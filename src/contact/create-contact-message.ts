import type { Database } from "../db/database.js";
import { contactMessages } from "../db/schema/index.js";
import { HONEYPOT_FIELD, type ContactMessageInput } from "../shared/contact.js";

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
