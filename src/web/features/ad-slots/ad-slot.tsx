import { useEffect, useRef, useSyncExternalStore } from "react";
import type { PublicAdSlot } from "../../../shared/ads";
import { adUnitAttributes } from "./ad-unit-attributes";
import { adsConfigSnapshot, requestAdsConfig, serverAdsConfigSnapshot, subscribeAdsConfig } from "./ads-config-store";
import { ensureAdsenseScript, requestAdFill } from "./adsense-script";
import { useAdvertisingConsent } from "./use-advertising-consent";

/** Where an ad may stand (docs/product.md#public-ads): home top, after the 3rd and 6th article, bottom; article top, middle, bottom. */
export type AdPlacement =
  | { page: "home"; position: "top" | "after-3" | "after-6" | "bottom" }
  | { page: "article"; position: "top" | "middle" | "bottom" };

/**
 * An ad slot: renders nothing unless ads are enabled and a slot is configured for this position, and then only
 * once the reader may be asked (docs/product.md#public-ads): with our banner ("own_banner") after the reader's
 * advertising consent, for non-personalised ads; with Google's certified message ("google_cmp") at once, since
 * that message asks before any personalised ad. The configuration comes from our own origin, so reading it
 * before consent tells no third party anything. Never on the server: the HTML is the same for everyone.
 */
export function AdSlot(props: AdPlacement) {
  const consented = useAdvertisingConsent();
  const config = useSyncExternalStore(subscribeAdsConfig, adsConfigSnapshot, serverAdsConfigSnapshot);

  useEffect(() => {
    requestAdsConfig();
  }, []);

  if (!config?.enabled) return null;
  const ownBanner = config.consent_mode !== "google_cmp";
  if (ownBanner && !consented) return null;
  const slots: Partial<Record<string, PublicAdSlot>> = config.slots[props.page];
  const slot = slots[props.position];
  if (!slot) return null;
  return (
    <AdUnit key={slot.slot_id} publisherId={config.publisher_id} slot={slot} placement={`${props.page}-${props.position}`} nonPersonalized={ownBanner} />
  );
}

function AdUnit({ publisherId, slot, placement, nonPersonalized }: { publisherId: string; slot: PublicAdSlot; placement: string; nonPersonalized: boolean }) {
  const ref = useRef<HTMLModElement>(null);
  const { data, minHeight } = adUnitAttributes(publisherId, slot.slot_id, slot.format);

  useEffect(() => {
    ensureAdsenseScript(publisherId, { nonPersonalized });
    // AdSense marks the <ins> it took; a second push for the same one (a dev-mode double effect) would throw.
    if (ref.current && !ref.current.dataset.adsbygoogleStatus && !ref.current.dataset.fillRequested) {
      ref.current.dataset.fillRequested = "true";
      requestAdFill();
    }
  }, [publisherId, nonPersonalized]);

  return (
    <div className="my-6 w-full" data-ad-placement={placement}>
      <p className="mb-1 text-center text-xs uppercase tracking-wide text-slate-500">Pubblicità</p>
      <ins ref={ref} className="adsbygoogle block w-full" style={{ display: "block", minHeight }} {...data} />
    </div>
  );
}
