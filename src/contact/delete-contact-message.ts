import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { contactMessages } from "../db/schema/index.js";
import { NotFoundError } from "../platform/errors.js";

/** Deletes a message for good (docs/product.md#messaggi). */
export async function deleteContactMessage(db: Database, id: string): Promise<void> {
  const deleted = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  if (deleted.length === 0) throw new NotFoundError("Message not found");
}
