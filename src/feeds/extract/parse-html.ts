/**
 * HTML text -> a linkedom Document that Readability can walk. linkedom builds
 * exactly the tree it is given (no HTML5 tree construction) and has no base
 * URL, so the document is completed here: an <html>/<body> when missing, and a
 * <base href> holding the absolute page URL so relative links resolve.
 */
import { parseHTML } from "linkedom";

/** Pages past this are cut before parsing, once their scripts and styles are emptied: article text is near the top. */
export const MAX_HTML_CHARS = 5_000_000;

/** Parses an HTML page with linkedom into a complete document whose baseURI is absolute. */
export function parseHtmlDocument(html: string, pageUrl: string): Document {
  const source = withinLimit(html);
  let document = parseHTML(withRootElement(source)).document as unknown as Document;
  if (document.documentElement?.nodeName !== "HTML") {
    document = parseHTML(`<!DOCTYPE html><html><body>${source}</body></html>`).document as unknown as Document;
  }
  moveStrayNodesIntoHeadAndBody(document);
  setAbsoluteBase(document, pageUrl);
  return document;
}

// Inline scripts and styles, except JSON-LD (it may hold the article body).
const BULK = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi;

/**
 * A page of megabytes is mostly inline state, styles and SVG; cutting it blind
 * at MAX_HTML_CHARS lost the whole body of pages whose <head> alone is that big.
 */
function withinLimit(html: string): string {
  if (html.length <= MAX_HTML_CHARS) return html;
  const lighter = html.replace(BULK, (whole, open: string, _tag: string, _content: string, close: string) =>
    /ld\+json/i.test(open) ? whole : `${open}${close}`,
  );
  return lighter.length > MAX_HTML_CHARS ? lighter.slice(0, MAX_HTML_CHARS) : lighter;
}

/** linkedom throws on text without any element at the root; a page without <html> gets one. */
function withRootElement(html: string): string {
  if (/<html[\s>]/i.test(html)) return html;
  if (/<body[\s>]/i.test(html)) return `<!DOCTYPE html><html>${html}</html>`;
  return `<!DOCTYPE html><html><head></head><body>${html}</body></html>`;
}

// Elements that belong in <head> wherever a tag-omitting page puts them.
const HEAD_ELEMENTS = new Set(["TITLE", "META", "LINK", "BASE"]);

/**
 * A page that leaves out the optional <head>/<body> tags gets its nodes beside
 * linkedom's empty <head> and <body>, where neither document.title nor
 * Readability looks: they are moved in. So is markup after </html>, which a
 * browser (and jsdom) puts in the body and linkedom leaves outside the root.
 */
function moveStrayNodesIntoHeadAndBody(document: Document): void {
  const root = document.documentElement;
  const head = document.head;
  const body = document.body;
  const outside = Array.from(document.childNodes).filter((node) => node !== root && node.nodeType !== 10);
  for (const node of [...Array.from(root.childNodes), ...outside]) {
    if (node === head || node === body) continue;
    if (node.nodeType === 1 && HEAD_ELEMENTS.has(node.nodeName.toUpperCase())) head.appendChild(node);
    else if (node.nodeType === 1 || (node.nodeType === 3 && node.textContent?.trim())) body.appendChild(node);
  }
}

function setAbsoluteBase(document: Document, pageUrl: string): void {
  const existing = document.querySelector("base[href]");
  const base = existing ?? document.createElement("base");
  base.setAttribute("href", resolveUrl(existing?.getAttribute("href") ?? "", pageUrl) ?? pageUrl);
  if (!existing) document.head.prepend(base);
}

/** An absolute URL for `href` on a page at `baseUrl`, or null when it cannot be resolved. */
export function resolveUrl(href: string, baseUrl: string): string | null {
  try {
    return new URL(href.trim(), baseUrl).href;
  } catch {
    return null;
  }
}
