import { z } from "zod";
import type { PublicArticleCard } from "./articles.js";
import type { EditionSlot } from "./constants.js";
import { pageNumberSchema } from "./page-number.js";

// The daily edition (docs/product.md#edizione): the reader's subscribe form, the page's data and the dashboard's
// subscribers panel. The form's messages are Italian because the page shows them beside the field.

/** A time as the server has it (a Date) or as JSON carries it. */
const dateOrIso = z.union([z.date(), z.iso.datetime()]);

/** The longest address accepted (RFC 5321's path limit). */
export const EDITION_EMAIL_MAX = 254;

/** POST /api/edition/subscribe. `website` is the honeypot people never fill. */
export const editionSubscribeSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Inserisci il tuo indirizzo email")
    .max(EDITION_EMAIL_MAX, "Inserisci un indirizzo email valido")
    .pipe(z.email("Inserisci un indirizzo email valido, ad esempio nome@dominio.it")),
  website: z.string().max(1000).optional(),
});
export type EditionSubscribeInput = z.output<typeof editionSubscribeSchema>;

/** The one answer of a subscribe, whether the address was new, waiting or confirmed: nothing to tell them apart. */
export const editionSubscribeResponseSchema = z.object({ success: z.literal(true) });

/** The outcomes the confirm and unsubscribe endpoints send the reader back with (?esito=), shared with the pages that read them. */
export const EDITION_OUTCOMES = { confirmed: "confermata", invalid: "non-valida", unsubscribed: "annullata" } as const;

/** The edition's slot in words, for headings and subjects. */
export const EDITION_SLOT_LABELS: Record<EditionSlot, string> = { mattina: "del mattino", sera: "della sera" };

/** One category of an edition, its top stories (a card each, with how many publishers told it). */
export interface EditionCategory {
  category: string;
  stories: Array<{ card: PublicArticleCard; sources: number }>;
}

/**
 * An edition as the page shows it: which one, when it was made, and its categories in the site's order.
 * A plain type, not a schema: the page's script imports this module, and a schema built on the cards'
 * would carry the listing's schemas and zod into the home's first load (scripts/check-bundle.ts).
 */
export interface Edition {
  day: string;
  slot: EditionSlot;
  at: Date;
  categories: EditionCategory[];
}

/** GET /api/admin/edition/subscribers?page=: the counts and one page of addresses, newest first. */
export const editionSubscriberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  created_at: dateOrIso,
  confirmed_at: dateOrIso.nullable(),
});
export type EditionSubscriber = z.infer<typeof editionSubscriberSchema>;

export const editionSubscriberListSchema = z.object({
  confirmed: z.number().int(),
  pending: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  subscribers: z.array(editionSubscriberSchema),
});
export type EditionSubscriberList = z.infer<typeof editionSubscriberListSchema>;

export const editionSubscriberParamsSchema = z.object({ id: z.uuid("id must be a UUID") });

/** A YYYY-MM-DD day as the addresses write it. */
export const editionDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day));

/** The list's `?page=`. */
export const editionSubscriberListQuerySchema = z.object({ page: pageNumberSchema });

let dayWords: Intl.DateTimeFormat | undefined;

/** A Rome day in words: "lunedì 30 novembre 2026". */
export function editionDayWords(day: string): string {
  dayWords ??= new Intl.DateTimeFormat("it-IT", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return dayWords.format(new Date(`${day}T12:00:00Z`));
}

/** An edition's name: "Edizione del mattino di lunedì 30 novembre 2026". */
export function editionTitle(day: string, slot: EditionSlot): string {
  return `Edizione ${EDITION_SLOT_LABELS[slot]} di ${editionDayWords(day)}`;
}
