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
 * An ad slot: renders nothing unless ads are enabled, a slot is configured for
 * this position and the visitor consented to advertising cookies. Never on
 * the server: the HTML is the same for everyone and can be cached.
 */
export function AdSlot(props: AdPlacement) {
  const consented = useAdvertisingConsent();
  const config = useSyncExternalStore(subscribeAdsConfig, adsConfigSnapshot, serverAdsConfigSnapshot);

  useEffect(() => {
    if (consented) requestAdsConfig();
  }, [consented]);

  if (!consented || !config?.enabled) return null;
  const slots: Partial<Record<string, PublicAdSlot>> = config.slots[props.page];
  const slot = slots[props.position];
  if (!slot) return null;
  return <AdUnit key={slot.slot_id} publisherId={config.publisher_id} slot={slot} placement={`${props.page}-${props.position}`} />;
}

function AdUnit({ publisherId, slot, placement }: { publisherId: string; slot: PublicAdSlot; placement: string }) {
  const ref = useRef<HTMLModElement>(null);
  const { data, minHeight } = adUnitAttributes(publisherId, slot.slot_id, slot.format);

  useEffect(() => {
    ensureAdsenseScript(publisherId);
    // AdSense marks the <ins> it took; a second push for the same one (a dev-mode double effect) would throw.
    if (ref.current && !ref.current.dataset.adsbygoogleStatus && !ref.current.dataset.fillRequested) {
      ref.current.dataset.fillRequested = "true";
      requestAdFill();
    }
  }, [publisherId]);

  return (
    <div className="my-6 w-full" data-ad-placement={placement}>
      <p className="mb-1 text-center text-xs uppercase tracking-wide text-slate-500">Pubblicità</p>
      <ins ref={ref} className="adsbygoogle block w-full" style={{ display: "block", minHeight }} {...data} />
    </div>
  );
}
