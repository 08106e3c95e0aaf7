import { describe, expect, it } from "vitest";
import { looserPattern } from "./contains-text.js";

describe("looserPattern", () => {
  it("asks the index for its long words apart, and keeps a short word with its neighbour", () => {
    expect(looserPattern("presidente della regione")).toBe("%presidente%della%regione%");
    expect(looserPattern("(12345)")).toBe("%12345%");
    expect(looserPattern("50% di sconto")).toBeNull();
    expect(looserPattern("Serie A")).toBeNull();
    expect(looserPattern("governo")).toBeNull();
    expect(looserPattern("a b")).toBeNull();
    expect(looserPattern("sciopero dei treni")).toBe("%sciopero%dei%treni%");
    expect(looserPattern("il 100% dei casi")).toBe("%il 100%dei%casi%");
  });
});
