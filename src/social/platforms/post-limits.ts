import type { SocialPostingPlatform } from "../../shared/social.js";

/** Stand-in until h/platforms is merged. */
export const POST_LIMITS: Record<SocialPostingPlatform, { maxLength: number; urlLength?: number }> = {
  telegram: { maxLength: 4096 },
  facebook: { maxLength: 63_206 },
  twitter: { maxLength: 280, urlLength: 23 },
  linkedin: { maxLength: 3000 },
};
