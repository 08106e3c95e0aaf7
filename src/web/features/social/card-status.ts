import { formatDistanceStrict } from "date-fns/formatDistanceStrict";
import { it } from "date-fns/locale/it";
import { longDateTime } from "../../../shared/dates";
import type { SocialConfigView } from "../../../shared/social";
import { PLATFORM_LABELS, SOCIAL_TEXT } from "./labels";
import { TARGET_FIELD, TARGET_LABELS } from "./targets";

const text = SOCIAL_TEXT;

/** "Ultimo post": "Mai", or the time in words ("3 ore fa") with the exact Rome date for the tooltip. */
export function lastPostText(lastPost: string | null, now: Date): { relative: string; exact: string | null } {
  if (!lastPost) return { relative: text.card.never, exact: null };
  const when = new Date(lastPost);
  // Not "0 secondi fa", nor "tra 2 secondi" from a clock a little behind the server's.
  const relative = now.getTime() - when.getTime() < 60_000 ? text.card.justNow : formatDistanceStrict(when, now, { addSuffix: true, locale: it });
  return { relative, exact: longDateTime(when) };
}

/**
 * Whether "Invia post di prova" can run, and if not, why (shown under the
 * button). The product rule (docs/product.md#social-media): only when the platform is on and has a token; a platform
 * that posts for real also needs where to post, else the test could only fail.
 */
export function testReadiness(config: SocialConfigView): { ready: true } | { ready: false; reason: string } {
  if (!config.enabled) return { ready: false, reason: text.test.needsEnabled };
  if (!config.has_token) return { ready: false, reason: text.test.needsToken };
  const target = TARGET_FIELD[config.platform];
  if (config.posts_for_real && target && !config[target].trim()) return { ready: false, reason: text.test.needsTarget(TARGET_LABELS[target]) };
  return { ready: true };
}

/**
 * Why a platform cannot be switched on yet, or null: the API refuses to enable
 * a platform that posts for real without its token and where to post.
 */
export function enableBlocker(config: SocialConfigView): string | null {
  if (config.enabled || !config.posts_for_real) return null;
  const missing: string[] = [];
  if (!config.has_token) missing.push(text.card.theToken);
  const target = TARGET_FIELD[config.platform];
  if (target && !config[target].trim()) missing.push(`«${TARGET_LABELS[target]}»`);
  return missing.length > 0 ? text.card.enableNeeds(PLATFORM_LABELS[config.platform], missing.join(" e ")) : null;
}

const integer = new Intl.NumberFormat("it-IT");

/** "123 / 280 caratteri", and whether the text reached the limit (so its title was shortened). */
export function previewLength(length: number, maxLength: number): { text: string; atLimit: boolean } {
  return { text: text.preview.length(integer.format(length), integer.format(maxLength)), atLimit: length >= maxLength };
}
