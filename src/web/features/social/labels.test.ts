import { describe, expect, it } from "vitest";
import { SOCIAL_FREQUENCIES, SOCIAL_PLATFORMS } from "../../../shared/constants";
import { FREQUENCY_LABELS, PLATFORM_LABELS, SOCIAL_TEXT } from "./labels";

describe("labels", () => {
  it("names every platform and frequency, twitter as X", () => {
    expect(Object.keys(PLATFORM_LABELS).sort()).toEqual([...SOCIAL_PLATFORMS].sort());
    expect(PLATFORM_LABELS.twitter).toBe("X");
    expect(SOCIAL_FREQUENCIES.map((frequency) => FREQUENCY_LABELS[frequency])).toEqual(["Immediata", "Ogni ora", "Giornaliera", "Settimanale"]);
  });

  // "post" is invariable in Italian: only zero reads differently.
  it.each([
    { count: 0, text: "Nessun post in coda" },
    { count: 1, text: "1 post in coda" },
    { count: 2, text: "2 post in coda" },
    { count: 12500, text: "12.500 post in coda" },
  ])("queue of $count reads $text", ({ count, text }) => {
    expect(SOCIAL_TEXT.card.queue(count)).toBe(text);
  });

  it("has steps for each platform that posts for real", () => {
    expect(SOCIAL_TEXT.howTo.platforms.map((entry) => entry.platform)).toEqual(["telegram", "facebook", "twitter", "linkedin"]);
  });
});
