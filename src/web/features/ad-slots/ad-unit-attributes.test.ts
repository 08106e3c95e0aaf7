import { describe, expect, it } from "vitest";
import { adUnitAttributes } from "./ad-unit-attributes";

const PUBLISHER = "ca-pub-1234567890123456";

describe("adUnitAttributes", () => {
  it.each([
    { format: "display", extra: { "data-ad-format": "auto", "data-full-width-responsive": "true" }, minHeight: 100 },
    { format: "in-feed", extra: { "data-ad-format": "fluid" }, minHeight: 120 },
    { format: "in-article", extra: { "data-ad-format": "fluid", "data-ad-layout": "in-article" }, minHeight: 250 },
  ] as const)("marks a $format unit for AdSense and reserves $minHeight px", ({ format, extra, minHeight }) => {
    expect(adUnitAttributes(PUBLISHER, "1111111111", format)).toEqual({
      data: { "data-ad-client": PUBLISHER, "data-ad-slot": "1111111111", ...extra },
      minHeight,
    });
  });
});
