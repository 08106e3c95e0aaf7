import { describe, expect, it } from "vitest";
import { bearerTokenMatches } from "./metrics-token.js";

const TOKEN = "0123456789abcdef-token";

describe("bearerTokenMatches", () => {
  it.each<[string | undefined, boolean]>([
    [`Bearer ${TOKEN}`, true],
    [`bearer ${TOKEN}`, true],
    [`Bearer  ${TOKEN} `, true],
    [undefined, false],
    ["", false],
    [TOKEN, false],
    ["Bearer ", false],
    [`Basic ${TOKEN}`, false],
    [`Bearer ${TOKEN}0`, false],
    [`Bearer ${TOKEN.slice(1)}`, false],
    [`Bearer ${TOKEN} extra`, false],
  ])("%j → %s", (header, expected) => {
    expect(bearerTokenMatches(header, TOKEN)).toBe(expected);
  });
});
