import type { SocialPostingPlatform } from "../shared/social.js";
import { postsForReal } from "../shared/social.js";

/** The stored fields a platform's card may carry besides the token. */
export type SocialIdField = "chat_id" | "page_id" | "author_urn";

/** What each posting platform needs besides its token (docs/product.md#social-media): where the post goes. */
export const SOCIAL_REQUIRED_IDS: Record<SocialPostingPlatform, readonly SocialIdField[]> = {
  telegram: ["chat_id"],
  facebook: ["page_id"],
  twitter: [],
  linkedin: ["author_urn"],
};

/**
 * The fields a platform needs to post (token first), and which of them are
 * empty. Platforms that never post (Instagram, WhatsApp) need nothing.
 */
export function credentialsCheck(
  platform: string,
  stored: { access_token: string } & Record<SocialIdField, string>,
): { needed: string[]; missing: string[] } {
  if (!postsForReal(platform)) return { needed: [], missing: [] };
  const needed = ["access_token", ...SOCIAL_REQUIRED_IDS[platform]] as const;
  return { needed: [...needed], missing: needed.filter((field) => stored[field].trim() === "") };
}
