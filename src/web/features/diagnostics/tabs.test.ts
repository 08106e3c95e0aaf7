import { describe, expect, it } from "vitest";
import { searchForTab, tabFromSearch } from "./tabs";

describe("the open tab in the address", () => {
  it.each([
    ["", "health"],
    ["tab=errors", "errors"],
    ["tab=logs", "logs"],
    ["tab=tools", "tools"],
    ["tab=nonsense", "health"],
  ])("?%s opens %s", (search, tab) => {
    expect(tabFromSearch(new URLSearchParams(search))).toBe(tab);
  });

  it("leaves the default tab out of the address and keeps other parameters", () => {
    expect(searchForTab(new URLSearchParams("tab=logs&x=1"), "health").toString()).toBe("x=1");
    expect(searchForTab(new URLSearchParams(""), "tools").toString()).toBe("tab=tools");
  });
});
