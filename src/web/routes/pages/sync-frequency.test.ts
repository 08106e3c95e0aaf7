import { describe, expect, it } from "vitest";
import { syncFrequencyText } from "./sync-frequency";

describe("syncFrequencyText", () => {
  it.each([
    [{ enabled: true, frequency_hours: 1 }, "ogni ora"],
    [{ enabled: true, frequency_hours: 3 }, "ogni 3 ore"],
    [{ enabled: true, frequency_hours: 6 }, "ogni 6 ore"],
    [{ enabled: true, frequency_hours: 24 }, "ogni 24 ore"],
    [{ enabled: false, frequency_hours: 6 }, "periodicamente"],
  ] as const)("%j reads %s", (settings, words) => {
    expect(syncFrequencyText(settings)).toBe(words);
  });
});
