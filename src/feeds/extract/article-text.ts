/**
 * Readability's content element -> plain text: one paragraph per block
 * element, separated by blank lines, whitespace collapsed. Walking the DOM
 * (not stripping tags from the HTML string) keeps entities decoded and never
 * lets script, style or markup through.
 */

const BLOCK_ELEMENTS = new Set([
  "address", "article", "aside", "blockquote", "caption", "dd", "details", "div", "dl", "dt",
  "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header",
  "hr", "li", "main", "nav", "ol", "p", "pre", "section", "summary", "table", "tr", "ul",
]);
const SKIPPED_ELEMENTS = new Set(["script", "style", "noscript", "template", "svg", "math", "iframe", "object", "button", "select", "textarea"]);

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** The plain text of an article element: paragraphs separated by "\n\n", no markup. */
export function articleText(root: Node): string {
  const paragraphs: string[] = [];
  let current = "";
  const flush = () => {
    const paragraph = storableText(current).replace(/\s+/gu, " ").trim();
    if (paragraph) paragraphs.push(paragraph);
    current = "";
  };
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === TEXT_NODE) {
        current += child.textContent ?? "";
        continue;
      }
      if (child.nodeType !== ELEMENT_NODE) continue;
      const name = child.nodeName.toLowerCase();
      if (SKIPPED_ELEMENTS.has(name)) continue;
      if (name === "br") {
        current += " ";
      } else if (name === "td" || name === "th") {
        // A table row reads as one line: "Bologna | 1.350 euro | +18%".
        if ((child as Element).previousElementSibling && current.trim()) current += " | ";
        walk(child);
      } else if (BLOCK_ELEMENTS.has(name)) {
        flush();
        walk(child);
        flush();
      } else {
        // Inline elements (a, em, strong, span...) are part of the sentence around them.
        walk(child);
      }
    }
  };
  walk(root);
  flush();
  return paragraphs.join("\n\n");
}

// NUL and other control characters (PostgreSQL refuses NUL in text), zero-width
// characters, and halves of a surrogate pair left by a broken page.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200D\uFEFF]/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text without the characters a database column or a reader should never get. */
export function storableText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "").replace(LONE_SURROGATE, "\uFFFD");
}
