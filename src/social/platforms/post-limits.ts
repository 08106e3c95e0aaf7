import type { SocialPostingPlatform } from "../../shared/social.js";

/**
 * How long a post may be on each platform, as the platform counts it
 * (docs/decisions.md#social-platforms). Pass it to renderPost:
 * `renderPost(template, article, { publicUrl, ...POST_LIMITS[platform] })`.
 */
export const POST_LIMITS: Record<SocialPostingPlatform, { maxLength: number; urlLength?: number }> = {
  // Bot API sendMessage: "1-4096 characters after entities parsing".
  telegram: { maxLength: 4096 },
  // The longest Page post Facebook takes.
  facebook: { maxLength: 63_206 },
  // X counts every URL as a 23-character t.co link (docs.x.com/fundamentals/counting-characters).
  twitter: { maxLength: 280, urlLength: 23 },
  // Posts API commentary.
  linkedin: { maxLength: 3000 },
};
