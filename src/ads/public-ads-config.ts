import {
  ARTICLE_AD_POSITIONS,
  HOME_AD_POSITIONS,
  PUBLISHER_ID_PATTERN,
  type AdSlotView,
  type AdsenseConfigView,
  type PublicAdSlot,
  type PublicAdsConfig,
} from "../shared/ads.js";

/** The first unit stored for each known position; unknown positions (older free-text rows) are left out. */
function byPosition<P extends string>(slots: AdSlotView[], positions: readonly P[]): Partial<Record<P, PublicAdSlot>> {
  const placed: Partial<Record<P, PublicAdSlot>> = {};
  for (const slot of slots) {
    const position = slot.position as P;
    if (!positions.includes(position) || placed[position]) continue;
    placed[position] = { slot_id: slot.slot_id, format: slot.format };
  }
  return placed;
}

/**
 * What every visitor's browser may read (docs/product.md#public-ads): nothing but
 * `{enabled: false}` while ads are off or the publisher id is unusable; the
 * slot names stay private.
 */
export function publicAdsConfig(config: AdsenseConfigView): PublicAdsConfig {
  if (!config.enabled || !PUBLISHER_ID_PATTERN.test(config.publisher_id)) return { enabled: false };
  return {
    enabled: true,
    publisher_id: config.publisher_id,
    consent_mode: config.consent_mode,
    slots: {
      home: byPosition(config.homepage_slots, HOME_AD_POSITIONS),
      article: byPosition(config.article_slots, ARTICLE_AD_POSITIONS),
    },
  };
}
