import type { RssSyncSettings } from "../../../shared/automation";

/**
 * How often the static pages say the sources are read, from the rss_sync
 * setting (docs/product.md#static-pages): "ogni ora", "ogni 6 ore", or
 * "periodicamente" while the automatic sync is off and the admin syncs by hand.
 */
export function syncFrequencyText(settings: Pick<RssSyncSettings, "enabled" | "frequency_hours">): string {
  if (!settings.enabled) return "periodicamente";
  return settings.frequency_hours === 1 ? "ogni ora" : `ogni ${settings.frequency_hours} ore`;
}
