/**
 * A small XML writer for the feed and the sitemaps: every text and attribute
 * value goes through `escapeXml`, so nothing from a feed can open a tag.
 */

// Characters XML 1.0 forbids outright (controls, U+FFFE/FFFF, unpaired surrogates): one of them makes the document unreadable.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// eslint-disable-next-line no-control-regex -- the same characters, plus the five markup ones
const NEEDS_WORK = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text made safe for an XML element or a quoted attribute: forbidden characters dropped, markup characters escaped. */
export function escapeXml(text: string): string {
  // Most values (ids, dates, URLs) need nothing: test once before rewriting.
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(FORBIDDEN, "").replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

export type XmlAttributes = Record<string, string | undefined>;

/** An XML node: an element with attributes and children, or a text node (escaped when written). */
export type XmlNode = string | { name: string; attributes?: XmlAttributes; children?: XmlNode[] };

/** An element; text children are escaped when the document is written. */
export function el(name: string, attributes: XmlAttributes | null, ...children: Array<XmlNode | null | undefined | false>): XmlNode {
  return { name, attributes: attributes ?? {}, children: children.filter((child): child is XmlNode => child !== null && child !== undefined && child !== false) };
}

function writeNode(node: XmlNode, depth: number, out: string[]): void {
  if (typeof node === "string") {
    out.push(escapeXml(node));
    return;
  }
  const attributes = Object.entries(node.attributes ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  const children = node.children ?? [];
  const indent = "  ".repeat(depth);
  if (children.length === 0) {
    out.push(`${indent}<${node.name}${attributes}/>`);
  } else if (children.every((child) => typeof child === "string")) {
    // Text stays on the element's line: no indentation leaks into titles or URLs.
    out.push(`${indent}<${node.name}${attributes}>${children.map((child) => escapeXml(child as string)).join("")}</${node.name}>`);
  } else {
    out.push(`${indent}<${node.name}${attributes}>`);
    for (const child of children) {
      if (typeof child === "string") out.push(`${indent}  ${escapeXml(child)}`);
      else writeNode(child, depth + 1, out);
    }
    out.push(`${indent}</${node.name}>`);
  }
}

/** A whole UTF-8 XML document around its root element. */
export function xmlDocument(root: XmlNode): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  writeNode(root, 0, out);
  return `${out.join("\n")}\n`;
}
