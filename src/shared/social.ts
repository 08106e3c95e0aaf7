import { z } from "zod";
import { SOCIAL_FREQUENCIES, SOCIAL_PLATFORMS, SOCIAL_POSTING_PLATFORMS } from "./constants.js";

/** The template variables a post may use (docs/product.md#social-media). */
export const SOCIAL_TEMPLATE_VARIABLES = ["title", "url", "category", "source"] as const;

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export type SocialPostingPlatform = (typeof SOCIAL_POSTING_PLATFORMS)[number];

/** How the cards and the Italian messages name the platforms (`twitter` is X). */
export const SOCIAL_PLATFORM_NAMES: Record<SocialPlatform, string> = {
  facebook: "Facebook",
  twitter: "X",
  linkedin: "LinkedIn",
  instagram: "Instagram",
  telegram: "Telegram",
  whatsapp: "WhatsApp",
};

/** Whether the platform really posts (one token suffices), or keeps the "in sviluppo" notice. */
export function postsForReal(platform: string): platform is SocialPostingPlatform {
  return (SOCIAL_POSTING_PLATFORMS as readonly string[]).includes(platform);
}

/** One platform as `GET /api/admin/social` answers it: the token only masked (write-only secret, like AI keys). */
export const socialConfigViewSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS),
  enabled: z.boolean(),
  access_token: z.string().describe("The token masked: first 10 + ... + last 4 characters; empty when none is set"),
  has_token: z.boolean(),
  chat_id: z.string().describe("Telegram: chat or channel id (@canale or a number)"),
  page_id: z.string().describe("Facebook: the Page id"),
  author_urn: z.string().describe("LinkedIn: urn:li:organization:… or urn:li:person:…"),
  post_template: z.string(),
  frequency: z.enum(SOCIAL_FREQUENCIES),
  last_post: z.string().nullable().describe("ISO time of the last post sent"),
  last_error: z.string().nullable().describe("Why the last post was given up, in Italian; null after a success"),
  last_error_at: z.string().nullable(),
  posts_for_real: z.boolean().describe("false for Instagram and WhatsApp: their test post is an 'in sviluppo' notice"),
  queued: z.number().int().describe("Posts waiting to be sent on this platform"),
});
export type SocialConfigView = z.infer<typeof socialConfigViewSchema>;

/**
 * `PUT /api/admin/social/:platform`: every field optional; an absent or empty
 * access_token keeps the stored one (the screen never has it to send back).
 */
export const socialConfigUpdateSchema = z.object({
  enabled: z.boolean().optional(),
  access_token: z.string().trim().max(2000).optional(),
  chat_id: z
    .string()
    .trim()
    .max(200)
    .regex(/^(|@[A-Za-z0-9_]{4,64}|-?\d{1,20})$/, "chat_id must be @channelname or a numeric id")
    .optional(),
  page_id: z.string().trim().max(100).regex(/^\d*$/, "page_id must be the Page's numeric id").optional(),
  author_urn: z
    .string()
    .trim()
    .max(200)
    .regex(/^(|urn:li:(organization|person):[A-Za-z0-9_-]+)$/, "author_urn must be urn:li:organization:ID or urn:li:person:ID")
    .optional(),
  post_template: z.string().trim().min(1, "post_template is required").max(1000).optional(),
  frequency: z.enum(SOCIAL_FREQUENCIES).optional(),
});
export type SocialConfigUpdate = z.infer<typeof socialConfigUpdateSchema>;

/** `POST /api/admin/social/:platform/test`: what the platform answered to a real test post. */
export const socialTestResultSchema = z.object({
  ok: z.boolean(),
  /** Italian, for the screen: "Post di prova inviato" or why not. */
  message: z.string(),
  /** The platform's HTTP status, when a request was made. */
  status: z.number().int().nullable(),
  /** The platform's answer as it came (JSON or text), shortened to 2,000 characters. */
  response: z.string().nullable(),
  /** The text that was posted. */
  text: z.string().nullable(),
});
export type SocialTestResult = z.infer<typeof socialTestResultSchema>;

/** `GET /api/admin/social/preview?platform=…&template=…`: the template rendered on the latest public article. */
export const socialPreviewSchema = z.object({
  text: z.string().nullable().describe("null while no article is public yet"),
  article_title: z.string().nullable(),
  length: z.number().int(),
  max_length: z.number().int().describe("The platform's limit; the text is cut to it (title first)"),
});
export type SocialPreview = z.infer<typeof socialPreviewSchema>;
