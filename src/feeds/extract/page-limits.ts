/**
 * Bounds on the work one page can cost. On deeply nested markup Readability's
 * time grows with the square of the text (it re-reads the textContent of big
 * nodes): with 2,000 unclosed <div>s, 0.9 s for 0.5 MB of text, 3.7 s for 1 MB,
 * 15.8 s for 2 MB. The longest real articles hold about 100 KB of text, so the
 * body is cut well past that.
 */

export const MAX_TEXT_CHARS = 500_000;
// Readability's own maxElemsToParse counts nothing under linkedom, where
// getElementsByTagName("*") is empty, so elements are capped here too.
export const MAX_ELEMENTS = 60_000;

// Their text is code or data, not reading: it does not use up the budget.
const NOT_TEXT = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"]);

/** Removes everything in the body after its first MAX_TEXT_CHARS characters of text or MAX_ELEMENTS elements. */
export function trimBody(body: Element): void {
  let text = 0;
  let elements = 0;
  const visit = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (text >= MAX_TEXT_CHARS || elements >= MAX_ELEMENTS) {
        child.remove();
      } else if (child.nodeType === 3) {
        text += child.textContent?.length ?? 0;
      } else if (child.nodeType === 1) {
        elements += 1;
        if (!NOT_TEXT.has(child.nodeName.toUpperCase())) visit(child);
      }
    }
  };
  visit(body);
}
