import type { PublicAdsConfig } from "../../../shared/ads";
import { toApiError } from "../../lib/api-request";

let config: PublicAdsConfig | null = null;
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches GET /api/ads/config once per page load, when a slot or the cookie banner asks: our own origin, cached
 * a minute, so reading it before consent tells no third party anything. A failure means no ads
 * (docs/product.md#public-ads: logged only).
 */
export function requestAdsConfig(): void {
  request ??= fetch("/api/ads/config", { headers: { accept: "application/json" } })
    // Not read with publicAdsConfigSchema: that would bring zod to every public page for a value the
    // server already encodes with it, and an answer that cannot be used only means no ads.
    .then(async (response) => {
      if (!response.ok) throw await toApiError(response);
      return (await response.json()) as PublicAdsConfig;
    })
    .catch((error: unknown): PublicAdsConfig => {
      console.error("Impossibile caricare la configurazione degli annunci", error);
      return { enabled: false };
    })
    .then((loaded) => {
      config = loaded;
      for (const listener of listeners) listener();
    });
}

/** Subscribes to the configuration's arrival (for useSyncExternalStore). */
export function subscribeAdsConfig(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The configuration once fetched, else null; the same object until the page reloads. */
export function adsConfigSnapshot(): PublicAdsConfig | null {
  return config;
}

/** Server render: never any ads, so cached HTML stays consent-neutral. */
export function serverAdsConfigSnapshot(): PublicAdsConfig | null {
  return null;
}
