/**
 * Text constructs by their declared type (docs/decisions.md#feed-parsing):
 * everything leaves the mappings as HTML, so text declared plain is escaped
 * here and cleaning shows it as written; HTML (escaped or CDATA) was decoded
 * once by the XML parser and is cleaned as HTML.
 */

/** Plain text as HTML that cleans back to the same characters: "a < b" and "&amp;" survive as written. */
export function plainAsHtml(text: string | undefined): string | undefined {
  return typeof text === "string" ? text.replace(/&/g, "&amp;").replace(/</g, "&lt;") : undefined;
}

/** An Atom text construct (title, subtitle, summary, content) as HTML: type "text" (the default) and "text/plain" are plain text. */
export function atomTextAsHtml(construct: { value?: string; type?: string } | undefined): string | undefined {
  if (!construct) return undefined;
  return isAtomPlainText(construct.type) ? plainAsHtml(construct.value) : construct.value;
}

function isAtomPlainText(type: string | undefined): boolean {
  const kind = type?.trim().toLowerCase();
  // Atom 1.0 says "text", Atom 0.3 a MIME type; with none, both mean plain text.
  return !kind || kind === "text" || kind === "text/plain";
}

/** A Media RSS title or description as HTML: plain unless it says type="html". */
export function mediaTextAsHtml(construct: { value?: string; type?: string } | undefined): string | undefined {
  if (!construct) return undefined;
  return construct.type?.trim().toLowerCase() === "html" ? construct.value : plainAsHtml(construct.value);
}
