import type { AdFormat } from "../../../shared/ads";

/** The data-* attributes AdSense reads on an <ins>, and the room reserved so the page does not jump when it fills. */
export interface AdUnitAttributes {
  data: Record<string, string>;
  minHeight: number;
}

/**
 * AdSense's markup per unit format: display units are responsive, in-article
 * units are fluid with the in-article layout, in-feed units are fluid (their
 * layout key lives in the AdSense unit itself, which the slot record lacks).
 */
export function adUnitAttributes(publisherId: string, slotId: string, format: AdFormat): AdUnitAttributes {
  const base = { "data-ad-client": publisherId, "data-ad-slot": slotId };
  switch (format) {
    case "in-article":
      return { data: { ...base, "data-ad-format": "fluid", "data-ad-layout": "in-article" }, minHeight: 250 };
    case "in-feed":
      return { data: { ...base, "data-ad-format": "fluid" }, minHeight: 120 };
    default:
      return { data: { ...base, "data-ad-format": "auto", "data-full-width-responsive": "true" }, minHeight: 100 };
  }
}
