import type { SocialPlatform } from "../../../shared/social";
import { SOCIAL_TEXT } from "./labels";

/** The field a platform needs besides the token to know where to post (docs/product.md#social-media), or null. */
export const TARGET_FIELD: Record<SocialPlatform, "chat_id" | "page_id" | "author_urn" | null> = {
  telegram: "chat_id",
  facebook: "page_id",
  linkedin: "author_urn",
  twitter: null,
  instagram: null,
  whatsapp: null,
};

/** Each target field's label, as "Configura" shows it. */
export const TARGET_LABELS = { chat_id: SOCIAL_TEXT.form.chatId, page_id: SOCIAL_TEXT.form.pageId, author_urn: SOCIAL_TEXT.form.authorUrn } as const;
