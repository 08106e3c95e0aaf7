/**
 * Bytes -> text for fetched feeds and pages. Italian publishers still serve
 * ISO-8859-1 / windows-1252, and some declare one charset while sending
 * another, so the declarations are hints and the bytes have the last word.
 */

export type DocumentKind = "xml" | "html" | "json";

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];

/** Decodes a fetched document: BOM, then HTTP charset, then XML prolog / HTML meta (also after the first 1024 bytes), but valid UTF-8 is always read as UTF-8. */
export function decodeDocument(body: Uint8Array, contentType: string | null, kind: DocumentKind): string {
  const text = decodeBytes(body, contentType, kind);
  // The string is now Unicode: an encoding declaration left in the prolog would
  // make a parser that honours it decode a second time.
  return kind === "xml" ? stripXmlEncodingDeclaration(text) : text;
}

function decodeBytes(body: Uint8Array, contentType: string | null, kind: DocumentKind): string {
  const bom = encodingFromBom(body);
  if (bom) return decodeWith(bom, body);

  const declared = declaredEncoding(body, contentType, kind);
  // UTF-16 without a BOM: its ASCII bytes pass a UTF-8 check, so the declaration must win.
  if (declared === "utf-16le" || declared === "utf-16be") return decodeWith(declared, body);

  const utf8 = tryUtf8(body);
  if (utf8 !== null) return utf8;

  // Not UTF-8, so the declaration is believed; with none (or an unknown name)
  // windows-1252, the superset of Latin-1 that browsers use for it.
  const fallback = declared && declared !== "utf-8" ? declared : "windows-1252";
  return decodeWith(fallback, body);
}

/** WHATWG windows-1252 for bytes 0x80-0x9F (the five it leaves undefined keep their C1 code point); HTML numeric references use it too. */
export const WINDOWS_1252_C1 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

function decodeWith(encoding: string, body: Uint8Array): string {
  const text = new TextDecoder(encoding).decode(body);
  if (encoding !== "windows-1252") return text;
  // Node 20's decoder for this label is plain Latin-1 (0x80 gives U+0080, not "€"),
  // so the C1 range is mapped here; correct decoders leave no C1 characters behind.
  return text.replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_C1[char.charCodeAt(0) - 0x80] ?? char);
}

function startsWith(body: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => body[index] === byte);
}

function encodingFromBom(body: Uint8Array): string | null {
  if (startsWith(body, UTF8_BOM)) return "utf-8";
  if (startsWith(body, UTF16LE_BOM)) return "utf-16le";
  if (startsWith(body, UTF16BE_BOM)) return "utf-16be";
  return null;
}

function tryUtf8(body: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    return null;
  }
}

/** The first declaration that names an encoding TextDecoder knows, normalised ("latin1" -> "windows-1252"). */
function declaredEncoding(body: Uint8Array, contentType: string | null, kind: DocumentKind): string | null {
  const candidates = [charsetFromContentType(contentType)];
  if (kind === "xml") candidates.push(utf16FromXmlStart(body), charsetFromXmlProlog(body));
  if (kind === "html") candidates.push(charsetFromHtmlMeta(body));
  for (const label of candidates) {
    const encoding = label ? normaliseLabel(label) : null;
    if (encoding) return encoding;
  }
  return null;
}

function normaliseLabel(label: string): string | null {
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return null; // an unknown name, as in `encoding="invalid"`
  }
}

function charsetFromContentType(contentType: string | null): string | null {
  return contentType?.match(/charset\s*=\s*["']?([^;"'\s]+)/i)?.[1] ?? null;
}

/** `<?xml` written in UTF-16 without a BOM. */
function utf16FromXmlStart(body: Uint8Array): string | null {
  if (startsWith(body, [0x3c, 0x00, 0x3f, 0x00])) return "utf-16le";
  if (startsWith(body, [0x00, 0x3c, 0x00, 0x3f])) return "utf-16be";
  return null;
}

/** Declarations are ASCII, so reading bytes as Latin-1 finds them whatever the real charset. */
function asciiView(body: Uint8Array, limit: number): string {
  return new TextDecoder("latin1").decode(body.subarray(0, limit));
}

function charsetFromXmlProlog(body: Uint8Array): string | null {
  const prolog = asciiView(body, 512).match(/^\s*<\?xml[^>]*?\?>/);
  return prolog?.[0].match(/encoding\s*=\s*["']([^"']+)["']/i)?.[1] ?? null;
}

// Real pages put scripts and comments before the meta tag, past the 1024 bytes
// the HTML standard prescans; 64 KiB covers any sane <head>.
const HTML_META_SCAN_BYTES = 64 * 1024;

function charsetFromHtmlMeta(body: Uint8Array): string | null {
  const head = asciiView(body, HTML_META_SCAN_BYTES).replace(/<!--[\s\S]*?(?:-->|$)/g, "");
  for (const [tag] of head.matchAll(/<meta\b[^<>]*>/gi)) {
    const charset = tag.match(/\bcharset\s*=\s*["']?([^"'\s;/>]+)/i)?.[1];
    if (charset) return charset;
  }
  return null;
}

function stripXmlEncodingDeclaration(text: string): string {
  return text.replace(/^(\s*<\?xml[^>]*?)\s+encoding\s*=\s*["'][^"']*["']/, "$1");
}
