import { describe, expect, it } from "vitest";
import { SOCIAL_PLATFORMS } from "../../../shared/constants";
import { postsForReal, type SocialConfigView } from "../../../shared/social";
import { cardOrder } from "./card-order";

describe("cardOrder", () => {
  it("puts the four posting platforms first, in the product's order, whatever order the API answers", () => {
    // The API answers ordered by platform name (docs/product.md#social-media).
    const byName = [...SOCIAL_PLATFORMS].sort().map((platform) => ({ platform, posts_for_real: postsForReal(platform) }) as SocialConfigView);
    expect(cardOrder(byName).map((config) => config.platform)).toEqual(["facebook", "twitter", "linkedin", "telegram", "instagram", "whatsapp"]);
  });
});
