/**
 * Base64 text constructs (docs/decisions.md#feed-parsing): Atom 0.3's
 * mode="base64", and Atom 1.0 content whose type is neither text nor XML
 * (RFC 4287 4.1.3.3). feedsmith returns them still encoded and drops the
 * mode, so they are decoded in the document before it is parsed, and marked
 * as the HTML or text they now are.
 */

// The body is text, or base64 in CDATA sections (which hold no "<" nor "]", so the scan stays linear).
const CONSTRUCT = /<((?:[A-Za-z_][\w.-]*:)?(?:title|subtitle|tagline|summary|content|rights|copyright|info))(\s[^<>]*?)>((?:[^<]|<!\[CDATA\[[^<\]]*\]\]>)*)<\/\1\s*>/g;
const MODE_BASE64 = /\smode\s*=\s*["']base64["']/i;
const TYPE = /\stype\s*=\s*["']([^"']*)["']/i;
// Starts with a literal, so V8 skips through a long document quickly; the exact test is isBinaryType.
const BINARY_TYPE_HINT = /type\s*=\s*["'](?:application|image|audio|video)\//;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The document with its base64 text constructs decoded and escaped as XML text; unchanged when it has none. */
export function decodeBase64Constructs(xml: string): string {
  if (!xml.includes("base64") && !BINARY_TYPE_HINT.test(xml)) return xml;
  return xml.replace(CONSTRUCT, (element, name: string, attributes: string, body: string) => {
    const type = TYPE.exec(attributes)?.[1]?.trim().toLowerCase() ?? "";
    const modeBase64 = MODE_BASE64.test(attributes);
    if (!modeBase64 && !isBinaryType(type)) return element;
    const decoded = decodeBase64(body);
    const rest = attributes.replace(MODE_BASE64, "").replace(TYPE, "");
    // What was binary is read as the HTML a reader would show; Atom 0.3 keeps its declared type.
    const newType = modeBase64 ? type || "text/plain" : "html";
    // A picture or other binary body has no text to show: it must not become a summary of base64.
    return `<${name}${rest} type="${newType}">${decoded === null ? "" : escapeXml(decoded)}</${name}>`;
  });
}

/** A type that RFC 4287 says is base64-encoded: a MIME type that is not text/* nor XML. */
function isBinaryType(type: string): boolean {
  if (!type.includes("/")) return false;
  return !type.startsWith("text/") && !type.endsWith("+xml") && !type.endsWith("/xml");
}

/** UTF-8 text from base64; null when it is not base64 or not text (a picture, say). */
function decodeBase64(body: string): string | null {
  const compact = body.replace(/<!\[CDATA\[|\]\]>|\s+/g, "");
  if (!compact || compact.length % 4 !== 0 || !BASE64.test(compact)) return null;
  try {
    return strictUtf8.decode(Buffer.from(compact, "base64"));
  } catch {
    return null;
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
