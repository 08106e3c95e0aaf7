import { describe, expect, it } from "vitest";
import { logListSearch } from "./log-view";

describe("the log list's query, shared by the list and the CSV", () => {
  it.each([
    [{ search: "", level: "all", category: "all" }, ""],
    [{ search: "  feed rotto ", level: "all", category: "all" }, "search=feed+rotto"],
    [{ search: "", level: "error", category: "ai" }, "level=error&category=ai"],
    [{ search: "perché", level: "warn", category: "database" }, "search=perch%C3%A9&level=warn&category=database"],
    [{ search: "   ", level: "all", category: "security" }, "category=security"],
  ] as const)("%j asks for ?%s", (filters, search) => {
    expect(logListSearch(filters)).toBe(search);
  });
});
