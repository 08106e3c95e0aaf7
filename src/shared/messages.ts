import { z } from "zod";
import { pageNumberSchema } from "./page-number.js";

/** Messages per page of the inbox (docs/product.md#messaggi). */
export const MESSAGES_PAGE_SIZE = 20;

/** The inbox's two views: every message, or only those not read yet. */
export const MESSAGE_FILTERS = ["all", "unread"] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** GET /api/admin/messages: a page (from 1) and the view; a page past the last reads as the last. */
export const messageListQuerySchema = z.object({
  page: pageNumberSchema,
  filter: z.enum(MESSAGE_FILTERS, `filter must be one of ${MESSAGE_FILTERS.join(", ")}`).default("all"),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

/** A contact message as the inbox shows it; the sender's user agent stays in the database. */
export const contactMessageViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** When it was first marked read; null while unread. */
  read_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type ContactMessageView = z.infer<typeof contactMessageViewSchema>;

/** One page of the inbox, newest first, with the counts the screen and the sidebar show. */
export const messageListSchema = z.object({
  messages: z.array(contactMessageViewSchema),
  /** Messages matching the filter. */
  total: z.number().int(),
  /** The page shown: the one asked for, or the last one when that lies beyond it. */
  page: z.number().int(),
  /** Pages of the filter's messages; 0 when there are none. */
  page_count: z.number().int(),
  /** Unread messages in all, whatever the filter. */
  unread: z.number().int(),
});
export type MessageList = z.infer<typeof messageListSchema>;

/** PATCH /api/admin/messages/:id: read (true) or back to unread (false). */
export const updateMessageSchema = z.object({ read: z.boolean("read must be true or false") });
export type UpdateMessageInput = z.output<typeof updateMessageSchema>;
