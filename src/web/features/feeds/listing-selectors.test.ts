import { describe, expect, it } from "vitest";
import { invalidSelectorLabel, readSelectors } from "./listing-selectors";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(`selector_${key}`, value);
  return data;
};

describe("the listing form's selectors", () => {
  it("reads the five fields, an empty date or summary as none, and nothing without item, title and link", () => {
    expect(readSelectors(form({ item: " article ", title: "h2", link: "h2 a", date: "", summary: "p" }))).toEqual({ item: "article", title: "h2", link: "h2 a", date: null, summary: "p" });
    expect(readSelectors(form({ item: "article", title: "", link: "a" }))).toBeNull();
  });

  it("names the first field whose selector the parser refuses", () => {
    const refuse = (selector: string) => {
      if (selector.includes("[")) throw new SyntaxError("bad");
    };
    expect(invalidSelectorLabel({ item: "li", title: "h3", link: "a[href", date: null, summary: null }, refuse)).toBe("Link");
    expect(invalidSelectorLabel({ item: "li", title: "h3", link: "a", date: null, summary: "p" }, refuse)).toBeNull();
  });
});
