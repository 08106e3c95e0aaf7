import { describe, expect, it } from "vitest";
import { httpUrl } from "./safe-url";

describe("httpUrl", () => {
  it.each([
    { value: "https://www.ansa.it/foto.jpg", expected: "https://www.ansa.it/foto.jpg" },
    { value: " http://example.it/a b ", expected: "http://example.it/a%20b" },
    { value: "javascript:alert(1)", expected: null },
    { value: "JavaScript:alert(1)", expected: null },
    { value: "data:text/html,<script>alert(1)</script>", expected: null },
    { value: "vbscript:msgbox(1)", expected: null },
    { value: "/relativo/foto.jpg", expected: null },
    { value: "", expected: null },
    { value: null, expected: null },
    { value: undefined, expected: null },
  ])("$value -> $expected", ({ value, expected }) => {
    expect(httpUrl(value)).toBe(expected);
  });
});
