import type { BaseLogger } from "pino";
import type { Database } from "../db/database.js";
import type { Mailer } from "./mailer.js";

/** What the notification jobs need: the database, the mailer, the site's address for links, and the log. */
export interface MailDeps {
  db: Database;
  mailer: Mailer;
  /** PUBLIC_URL: links in the messages point at our own pages. */
  publicUrl: string;
  /** The worker's logger, or a request's (the test e-mail). */
  logger: Pick<BaseLogger, "info" | "warn" | "error">;
}
