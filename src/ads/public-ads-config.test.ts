import { describe, expect, it } from "vitest";
import type { AdSlotView, AdsenseConfigView } from "../shared/ads.js";
import { publicAdsConfig } from "./public-ads-config.js";

function slot(position: string, slotId: string, format: AdSlotView["format"] = "display"): AdSlotView {
  return { id: `id-${slotId}`, name: `Annuncio ${slotId}`, slot_id: slotId, format, position };
}

function config(overrides: Partial<AdsenseConfigView> = {}): AdsenseConfigView {
  return {
    id: "row",
    publisher_id: "ca-pub-1234567890123456",
    enabled: true,
    homepage_slots: [slot("top", "1111111111"), slot("after-3", "2222222222", "in-feed")],
    article_slots: [slot("middle", "3333333333", "in-article")],
    consent_mode: "own_banner",
    updated_at: new Date(0).toISOString(),
    ...overrides,
  };
}

describe("publicAdsConfig", () => {
  it("gives the publisher and each position's unit, without the admin's names", () => {
    expect(publicAdsConfig(config())).toEqual({
      enabled: true,
      publisher_id: "ca-pub-1234567890123456",
      consent_mode: "own_banner",
      slots: {
        home: { top: { slot_id: "1111111111", format: "display" }, "after-3": { slot_id: "2222222222", format: "in-feed" } },
        article: { middle: { slot_id: "3333333333", format: "in-article" } },
      },
    });
  });

  it.each([
    ["ads are off", { enabled: false }],
    ["the publisher id is empty", { publisher_id: "" }],
    ["the publisher id is malformed", { publisher_id: "pub-123" }],
  ])("says only {enabled: false} when %s", (_label, overrides) => {
    expect(publicAdsConfig(config(overrides))).toEqual({ enabled: false });
  });

  it("keeps the first unit of a position and drops positions the page does not have", () => {
    const result = publicAdsConfig(
      config({
        homepage_slots: [slot("bottom", "1"), slot("bottom", "2"), slot("sidebar", "3"), slot("middle", "4")],
        article_slots: [slot("after-3", "5"), slot("top", "6")],
      }),
    );
    expect(result).toMatchObject({ slots: { home: { bottom: { slot_id: "1" } }, article: { top: { slot_id: "6" } } } });
    if (!result.enabled) throw new Error("expected ads on");
    expect(Object.keys(result.slots.home)).toEqual(["bottom"]);
    expect(Object.keys(result.slots.article)).toEqual(["top"]);
  });
});
