import { describe, expect, it } from "vitest";
import { plural, pluralWord } from "./plural";

describe("plural", () => {
  it.each([
    [0, "0 articoli"],
    [1, "1 articolo"],
    [2, "2 articoli"],
    [1.5, "1,5 articoli"],
    [1000, "1000 articoli"],
    [12500, "12.500 articoli"],
    [1000000, "1.000.000 articoli"],
  ])("%d reads %s", (count, expected) => {
    expect(plural(count, "articolo", "articoli")).toBe(expected);
  });

  it("agrees words that follow the count", () => {
    expect(plural(1, "feed fallito", "feed falliti")).toBe("1 feed fallito");
    expect(plural(4, "errore consecutivo", "errori consecutivi")).toBe("4 errori consecutivi");
    expect(pluralWord(1, "minuto", "minuti")).toBe("minuto");
    expect(pluralWord(10, "minuto", "minuti")).toBe("minuti");
  });
});
