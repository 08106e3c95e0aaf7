import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeDocument } from "./charset.js";

const ENCODING_DIR = new URL("../../tests/fixtures/feeds/encoding/", import.meta.url);
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(name, ENCODING_DIR)));
const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, "utf8"));
const PADDING = `<!-- ${"padding that pushes the meta tag past the first kilobyte ".repeat(30)} -->`;

describe("decodeDocument on the corpus", () => {
  it.each([
    ["iso-8859-1.xml", "xml", ["Café", "Présentation"]],
    ["encoding_ISO-8859-1.xml", "xml", ["für"]],
    ["no_encoding_ISO-8859-1.xml", "xml", ["Détenus", "à domicile"]],
    ["windows-1252.xml", "xml", ["Euro €"]],
    ["windows-1252-incorrect-prolog.xml", "xml", ["Euro €"]],
    ["utf8-incorrect-prolog.xml", "xml", ["테스트 피드", "Café"]],
    ["invalid-prolog.xml", "xml", ["테스트 피드", "Café"]],
    ["iso-8859-1.html", "html", ["Frédéric", "Café"]],
    ["iso-8859-1-meta-after-1024.html", "html", ["Frédéric", "Café"]],
    ["utf8-meta-after-1024.html", "html", ["Frédéric", "Café"]],
  ] as const)("reads %s with its accents", (name, kind, words) => {
    const text = decodeDocument(fixture(name), null, kind);
    for (const word of words) expect(text).toContain(word);
    expect(text).not.toMatch(/Ã|\uFFFD/);
  });

  it("leaves no encoding declaration for the XML parser to act on", () => {
    const text = decodeDocument(fixture("iso-8859-1.xml"), null, "xml");
    expect(text.startsWith('<?xml version="1.0"?>')).toBe(true);
  });
});

describe("decodeDocument rules", () => {
  it.each([
    ["a UTF-8 BOM beats a Latin-1 header", [0xef, 0xbb, 0xbf, ...utf8("<a>è</a>")], "text/xml; charset=iso-8859-1", "<a>è</a>"],
    ["a UTF-16LE BOM", [0xff, 0xfe, ...Buffer.from("<a>è</a>", "utf16le")], null, "<a>è</a>"],
    ["UTF-16LE without BOM, recognised from <?xml", [...Buffer.from('<?xml version="1.0"?><a>è</a>', "utf16le")], null, '<?xml version="1.0"?><a>è</a>'],
    ["the HTTP charset for Latin-1 bytes", [...latin1("<a>città</a>")], "application/rss+xml; charset=ISO-8859-1", "<a>città</a>"],
    ["a quoted HTTP charset", [...latin1("<a>perché</a>")], 'text/xml; charset="windows-1252"', "<a>perché</a>"],
    ["valid UTF-8 even when the header says Latin-1", [...utf8("<a>città</a>")], "text/xml; charset=ISO-8859-1", "<a>città</a>"],
    ["windows-1252 quotes and dashes", [...latin1("<a>\u0093ciao\u0094 \u0096 l\u0092altro</a>")], null, "<a>“ciao” – l’altro</a>"],
    ["an unknown HTTP charset on non-UTF-8 bytes", [...latin1("<a>già</a>")], "text/xml; charset=bogus", "<a>già</a>"],
  ])("%s", (_case, bytes, contentType, expected) => {
    expect(decodeDocument(new Uint8Array(bytes), contentType, "xml")).toBe(expected);
  });

  it("follows the prolog when the bytes are not UTF-8 (ISO-8859-15 has € at 0xA4)", () => {
    const body = latin1('<?xml version="1.0" encoding="ISO-8859-15"?><a>\u00a4 10</a>');
    expect(decodeDocument(body, null, "xml")).toBe('<?xml version="1.0"?><a>€ 10</a>');
  });

  it.each([
    ['<meta charset="iso-8859-15">'],
    ['<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-15">'],
  ])("finds %s in HTML even after the first 1024 bytes", (meta) => {
    const body = latin1(`<!DOCTYPE html><html>${PADDING}<head>${meta}<title>\u00a4 5</title></head></html>`);
    expect(body.length).toBeGreaterThan(1024);
    expect(decodeDocument(body, null, "html")).toContain("<title>€ 5</title>");
  });

  it("ignores a meta tag that is commented out", () => {
    const body = latin1('<html><!-- <meta charset="iso-8859-15"> --><title>\u00a4</title></html>');
    expect(decodeDocument(body, null, "html")).toContain("<title>¤</title>");
  });

  it("reads JSON as UTF-8 and otherwise by its header", () => {
    expect(decodeDocument(utf8('{"title":"Perché"}'), "application/feed+json", "json")).toBe('{"title":"Perché"}');
    expect(decodeDocument(latin1('{"title":"Perché"}'), "application/json; charset=iso-8859-1", "json")).toBe('{"title":"Perché"}');
  });
});
