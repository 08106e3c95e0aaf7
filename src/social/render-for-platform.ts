import type { SocialPlatform } from "../shared/social.js";
import { postsForReal } from "../shared/social.js";
import type { PostableArticle } from "./latest-article.js";
import { POST_LIMITS } from "./platforms/post-limits.js";
import { postLength } from "./post-length.js";
import { renderPost } from "./render-post.js";

/** Caption limits of the platforms that keep the "in sviluppo" notice (Instagram 2,200, a WhatsApp message 4,096): the preview still respects them. */
const NOTICE_ONLY_LIMITS = { instagram: { maxLength: 2200 }, whatsapp: { maxLength: 4096 } } as const;

/** How long a post may be on a platform, as the platform counts it. */
export function platformLimits(platform: SocialPlatform): { maxLength: number; urlLength?: number } {
  return postsForReal(platform) ? POST_LIMITS[platform] : NOTICE_ONLY_LIMITS[platform as keyof typeof NOTICE_ONLY_LIMITS];
}

/** A template rendered on an article for one platform, cut to its limit (render-post.ts), and its length as the platform counts it. */
export function renderForPlatform(
  platform: SocialPlatform,
  template: string,
  article: PostableArticle,
  publicUrl: string,
): { text: string; link: string; length: number; maxLength: number } {
  const limits = platformLimits(platform);
  const { text, link } = renderPost(template, article, { publicUrl, ...limits });
  return { text, link, length: postLength(text, limits.urlLength), maxLength: limits.maxLength };
}
