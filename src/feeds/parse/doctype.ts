/**
 * A feed's DOCTYPE, read as a lenient reader does (docs/decisions/004-feed-parser.md):
 * the declaration is removed, and the entities its internal subset declares
 * (`<!ENTITY nbsp "&#160;">`, `<!ENTITY path "C:\data">`) are written out in
 * the document. The XML parser neither expands them nor accepts parameter
 * entities (`%HTMLlat1;`), and nothing outside the document is ever fetched;
 * HTML entities that no DOCTYPE declares stay for the parser, which reads them.
 */

// The DOCTYPE before the root, with its internal subset; quoted strings may hold "]" and ">".
const DOCTYPE = /^<!DOCTYPE\s(?:[^[>"']|"[^"]*"|'[^']*')*(?:\[((?:[^\]"']|"[^"]*"|'[^']*')*)\]\s*)?>/i;
const ENTITY = /<!ENTITY\s+([A-Za-z_][\w.-]*)\s+(?:"([^"]*)"|'([^']*)')\s*>/g;
// Only references outside CDATA sections and comments are replaced: their text is literal.
const REFERENCE_OR_LITERAL = /<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<!--[\s\S]*?(?:-->|$)|&([A-Za-z_][\w.-]*);/g;
// A declared value is written out once per reference: bounded, so a few references to a long value cannot blow the document up.
const MAX_VALUE_CHARS = 1_000;
const MAX_GROWTH_CHARS = 1_000_000;

/** The document without its DOCTYPE, the entities declared in it written out; unchanged when it has none. */
export function expandDoctype(xml: string): string {
  // A literal first: V8 finds it quickly, and most feeds have no DOCTYPE.
  const at = xml.search(/<!DOCTYPE/i);
  // Only the document's own, before the root: one quoted in a CDATA section is content.
  if (at < 0 || /<[A-Za-z]/.test(xml.slice(0, at))) return xml;
  const match = DOCTYPE.exec(xml.slice(at));
  if (!match) return xml;
  const declared = declaredEntities(match[1] ?? "");
  const rest = xml.slice(0, at) + xml.slice(at + match[0].length);
  return declared.size ? writeOut(rest, declared) : rest;
}

function declaredEntities(subset: string): Map<string, string> {
  const entities = new Map<string, string>();
  for (const [, name, double, single] of subset.matchAll(ENTITY)) {
    const value = double ?? single ?? "";
    // The first declaration wins (XML 1.0, 4.2); a value with markup in it is left to the parser's own reading.
    if (!entities.has(name!) && value.length <= MAX_VALUE_CHARS && !value.includes("<")) entities.set(name!, escapeQuotes(value));
  }
  return entities;
}

/** Quotes as references, so that a value written out inside an attribute cannot end it. */
function escapeQuotes(value: string): string {
  return value.replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function writeOut(xml: string, entities: Map<string, string>): string {
  let growth = 0;
  return xml.replace(REFERENCE_OR_LITERAL, (token, name: string | undefined) => {
    const value = name === undefined ? undefined : entities.get(name);
    if (value === undefined || growth > MAX_GROWTH_CHARS) return token;
    growth += value.length;
    return value;
  });
}
