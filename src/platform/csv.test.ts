import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv.js";

describe("CSV cells for an Italian spreadsheet", () => {
  it.each([
    ["plain text", "plain text"],
    ["città è già", "città è già"],
    ["a;b", '"a;b"'],
    ['dice "ciao"', '"dice ""ciao"""'],
    ["riga uno\nriga due", '"riga uno\nriga due"'],
    ["a\r\nb", '"a\r\nb"'],
    ["", ""],
    // A spreadsheet would run these as formulas: a leading apostrophe keeps them text.
    ["=1+1", "'=1+1"],
    ["+39 06 1234", "'+39 06 1234"],
    ["-5 articoli", "'-5 articoli"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tnascosto", "'\tnascosto"],
    ["\rcarriage", "\"'\rcarriage\""],
    ['=HYPERLINK("x";"y")', '"\'=HYPERLINK(""x"";""y"")"'],
    ["a = b", "a = b"],
  ])("%j is written %j", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it("separates with ; and ends the line with CRLF", () => {
    expect(csvLine(["a", "b;c", ""])).toBe('a;"b;c";\r\n');
  });
});
