import { z } from "zod";
import {
  AD_FORMATS,
  ADS_CONSENT_MODES,
  ARTICLE_AD_POSITIONS,
  HOME_AD_POSITIONS,
  PUBLISHER_ID_PATTERN,
  SLOT_ID_PATTERN,
} from "./ads-constants.js";

// The constants live apart so the public pages can use them without loading zod.
export * from "./ads-constants.js";

function slotSchema<P extends readonly [string, ...string[]]>(positions: P) {
  return z.object({
    /** Kept across saves so the form can key its rows; the server fills it in when missing. */
    id: z.string().trim().max(64).optional(),
    name: z.string().trim().min(1, "name is required").max(100, "name must be at most 100 characters"),
    slot_id: z.string().trim().min(1, "slot_id is required").regex(SLOT_ID_PATTERN, "slot_id must contain only digits"),
    format: z.enum(AD_FORMATS, `format must be one of ${AD_FORMATS.join(", ")}`),
    position: z.enum(positions, `position must be one of ${positions.join(", ")}`),
  });
}

/** Each position holds at most one unit: a second one would never be shown. */
function uniquePositions(slots: Array<{ position: string }>, ctx: z.RefinementCtx, key: string) {
  const seen = new Set<string>();
  slots.forEach((slot, index) => {
    if (seen.has(slot.position)) {
      ctx.addIssue({ code: "custom", path: [key, index, "position"], message: `position ${slot.position} is used twice` });
    }
    seen.add(slot.position);
  });
}

/**
 * The whole adsense_config row as PUT /api/admin/adsense takes it. The
 * publisher id may be empty only while ads are off; slots are lists of
 * {name, slot_id, format, position}, one per position.
 */
export const adsenseConfigSchema = z
  .object({
    publisher_id: z.string().trim().max(40, "publisher_id is too long").default(""),
    enabled: z.boolean("enabled must be true or false"),
    homepage_slots: z.array(slotSchema(HOME_AD_POSITIONS)).max(HOME_AD_POSITIONS.length).default([]),
    article_slots: z.array(slotSchema(ARTICLE_AD_POSITIONS)).max(ARTICLE_AD_POSITIONS.length).default([]),
    /** Who asks the reader before ads; our banner (non-personalised ads) unless said. */
    consent_mode: z.enum(ADS_CONSENT_MODES, `consent_mode must be one of ${ADS_CONSENT_MODES.join(", ")}`).default("own_banner"),
  })
  .superRefine((config, ctx) => {
    if (config.publisher_id === "" && config.enabled) {
      ctx.addIssue({ code: "custom", path: ["publisher_id"], message: "publisher_id is required when ads are enabled" });
    } else if (config.publisher_id !== "" && !PUBLISHER_ID_PATTERN.test(config.publisher_id)) {
      ctx.addIssue({ code: "custom", path: ["publisher_id"], message: "publisher_id must look like ca-pub-<digits>" });
    }
    uniquePositions(config.homepage_slots, ctx, "homepage_slots");
    uniquePositions(config.article_slots, ctx, "article_slots");
  });
export type AdsenseConfigInput = z.input<typeof adsenseConfigSchema>;
export type AdsenseConfigData = z.output<typeof adsenseConfigSchema>;

/** One configured ad unit as the admin API returns it (position free text: older rows may hold one no longer offered). */
export const adSlotViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  slot_id: z.string(),
  format: z.enum(AD_FORMATS),
  position: z.string(),
});
export type AdSlotView = z.infer<typeof adSlotViewSchema>;

/** GET/PUT /api/admin/adsense: the single adsense_config row. */
export const adsenseConfigViewSchema = z.object({
  id: z.string(),
  publisher_id: z.string(),
  enabled: z.boolean(),
  homepage_slots: z.array(adSlotViewSchema),
  article_slots: z.array(adSlotViewSchema),
  consent_mode: z.enum(ADS_CONSENT_MODES),
  updated_at: z.iso.datetime(),
});
export type AdsenseConfigView = z.infer<typeof adsenseConfigViewSchema>;

/** What a page needs to fill one position. */
export const publicAdSlotSchema = z.object({ slot_id: z.string(), format: z.enum(AD_FORMATS) });
export type PublicAdSlot = z.infer<typeof publicAdSlotSchema>;

/**
 * GET /api/ads/config, the public reading (docs/product.md#public-ads): when ads are off,
 * `{enabled: false}` and nothing else; when on, the publisher and the unit of
 * each configured position.
 */
export const publicAdsConfigSchema = z.discriminatedUnion("enabled", [
  z.object({ enabled: z.literal(false) }),
  z.object({
    enabled: z.literal(true),
    publisher_id: z.string(),
    /** "own_banner": only after the banner's advertising consent, non-personalised; "google_cmp": Google's message asks. */
    consent_mode: z.enum(ADS_CONSENT_MODES),
    slots: z.object({
      home: z.partialRecord(z.enum(HOME_AD_POSITIONS), publicAdSlotSchema),
      article: z.partialRecord(z.enum(ARTICLE_AD_POSITIONS), publicAdSlotSchema),
    }),
  }),
]);
export type PublicAdsConfig = z.infer<typeof publicAdsConfigSchema>;
