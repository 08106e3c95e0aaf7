import { describe, expect, it } from "vitest";
import { statFigures } from "./stat-figures";

describe("the five cards' figures", () => {
  it("formats counts and the processed share the Italian way", () => {
    expect(statFigures({ total: 12500, processed: 5313, pending: 7000, processing: 0, failed: 187, views: 1234567 })).toEqual({
      total: "12.500",
      processed: "5313",
      processedShare: "42,5%",
      pending: "7000",
      processing: null,
      failed: "187",
      views: "1.234.567",
    });
  });

  it("reads 0% with no articles, 100% when all are done, and shows the articles being processed", () => {
    expect(statFigures({ total: 0, processed: 0, pending: 0, processing: 0, failed: 0, views: 0 }).processedShare).toBe("0%");
    const all = statFigures({ total: 3, processed: 3, pending: 0, processing: 2, failed: 0, views: 0 });
    expect(all.processedShare).toBe("100%");
    expect(all.processing).toBe("2");
  });
});
