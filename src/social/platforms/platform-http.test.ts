import { describe, expect, it } from "vitest";
import { escapeLittleText } from "./linkedin.js";
import { maskSecret } from "./platform-http.js";

describe("maskSecret", () => {
  it("hides the token and its URL-encoded form", () => {
    const token = "123:AA/b+c";
    expect(maskSecret(`url /bot${token}/x and /bot${encodeURIComponent(token)}/x`, token)).toBe("url /bot***/x and /bot***/x");
  });

  it("leaves the text alone for an empty or tiny token", () => {
    expect(maskSecret("a b c", "")).toBe("a b c");
    expect(maskSecret("a b c", "b")).toBe("a b c");
  });
});

describe("escapeLittleText", () => {
  it("escapes LinkedIn's reserved characters, but not inside URLs nor in hashtags", () => {
    expect(escapeLittleText("Sanità (Lombardia) @ASL [1] <2> *3* _4_ ~5~ {6} | \\ # #notizie https://x.it/a_(b)"))
      .toBe("Sanità \\(Lombardia\\) \\@ASL \\[1\\] \\<2\\> \\*3\\* \\_4\\_ \\~5\\~ \\{6\\} \\| \\\\ \\# #notizie https://x.it/a_(b)");
  });
});
