import { SOCIAL_PLATFORMS } from "../../../shared/constants";
import type { SocialConfigView } from "../../../shared/social";

/**
 * The cards in the product's order of platforms (docs/product.md#social-media), those that post for real first:
 * Facebook, X, LinkedIn, Telegram, then Instagram and WhatsApp side by side,
 * so the two "in sviluppo" cards share a row and the rows stay even.
 */
export function cardOrder(configs: SocialConfigView[]): SocialConfigView[] {
  const rank = (config: SocialConfigView) => (config.posts_for_real ? 0 : 10) + SOCIAL_PLATFORMS.indexOf(config.platform);
  return [...configs].sort((a, b) => rank(a) - rank(b));
}
