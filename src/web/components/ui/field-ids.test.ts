import { describe, expect, it } from "vitest";
import { describedBy, fieldPartIds } from "./field-ids";

describe("fieldPartIds", () => {
  it("derives the hint and error ids from the control's id", () => {
    expect(fieldPartIds("feed-url")).toEqual({ hint: "feed-url-hint", error: "feed-url-error" });
  });
});

describe("describedBy", () => {
  it.each([
    { name: "nothing to describe", shown: {}, others: [], expected: undefined },
    { name: "a hint", shown: { hint: true }, others: [], expected: "f-hint" },
    { name: "an error before the hint", shown: { hint: true, error: true }, others: [], expected: "f-error f-hint" },
    { name: "an error only", shown: { error: true }, others: [], expected: "f-error" },
    { name: "another element after its own parts", shown: { hint: true }, others: ["save-message"], expected: "f-hint save-message" },
    { name: "no empty or repeated ids", shown: {}, others: [undefined, "x", "x", ""], expected: "x" },
  ])("$name", ({ shown, others, expected }) => {
    expect(describedBy("f", shown, ...others)).toBe(expected);
  });
});
