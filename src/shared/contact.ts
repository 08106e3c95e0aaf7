import { z } from "zod";
import { waitText } from "./wait-time.js";

/**
 * The contact form's fields (docs/product.md#contact-page), checked once with the
 * same rules in the browser and on the server. Messages are Italian because
 * the form shows them next to the field.
 */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  message: { min: 10, max: 5000 },
  honeypot: 1000,
} as const;

/** Name of the hidden field people never fill and form-filling bots do. */
export const HONEYPOT_FIELD = "website";

export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, "Inserisci il tuo nome").max(CONTACT_LIMITS.name, `Il nome può contenere al massimo ${CONTACT_LIMITS.name} caratteri`),
  // One rule for the address: zod's e-mail format, after trimming; the browser's own check is switched off.
  email: z
    .string()
    .trim()
    .min(1, "Inserisci il tuo indirizzo email")
    .max(CONTACT_LIMITS.email, "Inserisci un indirizzo email valido")
    .pipe(z.email("Inserisci un indirizzo email valido, ad esempio nome@dominio.it")),
  subject: z
    .string()
    .trim()
    .min(1, "Inserisci l'oggetto del messaggio")
    .max(CONTACT_LIMITS.subject, `L'oggetto può contenere al massimo ${CONTACT_LIMITS.subject} caratteri`),
  message: z
    .string()
    .trim()
    .min(1, "Scrivi il tuo messaggio")
    .min(CONTACT_LIMITS.message.min, `Il messaggio deve contenere almeno ${CONTACT_LIMITS.message.min} caratteri`)
    .max(CONTACT_LIMITS.message.max, `Il messaggio può contenere al massimo ${CONTACT_LIMITS.message.max} caratteri`),
  // Accepted whatever it holds, so a bot that fills it gets the usual answer and learns nothing.
  [HONEYPOT_FIELD]: z.string().max(CONTACT_LIMITS.honeypot).optional(),
});

export type ContactMessageInput = z.output<typeof contactMessageSchema>;
export type ContactField = "name" | "email" | "subject" | "message";

/** The first problem of each visible field, for showing beside it. */
export function contactFieldErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}

const FALLBACK_CONTACT_EMAIL = "redazione@rassegna.example";

/** The newsroom's address on the site's own domain, or a neutral one where the site has no real domain (localhost, an IP). */
export function contactEmailFor(publicUrl: string): string {
  let host: string;
  try {
    host = new URL(publicUrl).hostname.replace(/^www\./, "");
  } catch {
    return FALLBACK_CONTACT_EMAIL;
  }
  const isIp = /^[\d.]+$/.test(host) || host.startsWith("[");
  if (!host.includes(".") || isIp || host.endsWith(".localhost")) return FALLBACK_CONTACT_EMAIL;
  return `redazione@${host}`;
}

/** The form's answer to a 429 (5 messages per 10 minutes per address): how long to wait, from the Retry-After seconds. */
export function contactTooManyMessage(retryAfterSeconds: number | null): string {
  return `Troppi messaggi inviati. Riprova ${retryAfterSeconds ? waitText(retryAfterSeconds) : "più tardi"}.`;
}

/** POST /api/contact answer (201), the same whether or not the honeypot was filled. */
export const contactResponseSchema = z.object({ success: z.literal(true) });
