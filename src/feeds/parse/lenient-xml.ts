/**
 * A second reading of an XML feed that the strict parse refused
 * (docs/decisions.md#feed-parsing): a download cut short, a root end tag
 * without its ">", bytes of garbage after the root. Like a lenient reader, it
 * keeps every item that was read whole: first by repairing the document's end
 * (cutting what follows the root's end tag, or completing end tags cut short
 * after the last item), then by cutting the document back to its last complete
 * <item> or <entry> that parses, and closing the elements still open.
 */

const ROOT_END = /<\/(?:[A-Za-z_][\w.-]*:)?(?:rss|feed|RDF)\s*>/gi;
const ITEM_END = /<\/(?:[A-Za-z_][\w.-]*:)?(?:item|entry)\s*>/gi;
// Markup that holds no element: CDATA, comments, declarations and processing instructions.
// An unclosed CDATA or comment runs to the end, so that the scan stays linear.
const TOKEN = /<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<!--[\s\S]*?(?:-->|$)|<[!?][^<>]*>|<\/([^\s<>]+)\s*>|<([A-Za-z_][^\s/<>]*)(?:[^<>"']|"[^"]*"|'[^']*')*>/g;

// An end tag cut before its ">" at the very end of the document ("</rss", "</feed\n", "</chan").
const CUT_END_TAG = /<\/[\w.:-]*\s*$/;
const ITEM_NAME = /^(?:[A-Za-z_][\w.-]*:)?(?:item|entry)$/i;

/**
 * Reads a broken document with `parse` after repairing it; null when no repair
 * gives a feed. A repair of the document's end keeps it whole, so its feed may
 * have no items; cutting back to the last complete item must leave one at
 * least. `parse` throws on what it cannot read and returns the number of items
 * read with the result.
 */
export function parseLeniently<T>(xml: string, parse: (text: string) => { result: T; items: number }): T | null {
  const whole = withoutTrailingJunk(xml) ?? withEndTagsCompleted(xml);
  return (whole === null ? null : tryParse(whole, parse, 0)) ?? lastCompleteItems(xml, parse);
}

/** The document up to its root's last end tag, when something follows it. */
function withoutTrailingJunk(xml: string): string | null {
  let end = -1;
  for (const match of xml.matchAll(ROOT_END)) end = match.index + match[0].length;
  return end > 0 && xml.slice(end).trim() ? xml.slice(0, end) : null;
}

/** The document with an end tag cut short at its end completed, when no item is left open: nothing was lost but ">"s. */
function withEndTagsCompleted(xml: string): string | null {
  const cut = CUT_END_TAG.exec(xml.slice(-200));
  if (!cut) return null;
  const prefix = xml.slice(0, xml.length - cut[0].length);
  const open = openElements(prefix);
  // Cut inside an item: its end is unknown, and the cut-back reading decides what was read whole.
  if (open.some((name) => ITEM_NAME.test(name))) return null;
  return prefix + endTags(open);
}

/** The longest prefix ending at an item's end that parses, found by halving (a few parses even for a long feed). */
function lastCompleteItems<T>(xml: string, parse: (text: string) => { result: T; items: number }): T | null {
  const ends = [...xml.matchAll(ITEM_END)].map((match) => match.index + match[0].length);
  let low = 0;
  let high = ends.length - 1;
  let best: T | null = null;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const read = tryParse(closeOpenElements(xml.slice(0, ends[middle])), parse);
    if (read) {
      best = read;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return best;
}

function tryParse<T>(text: string, parse: (text: string) => { result: T; items: number }, minItems = 1): T | null {
  try {
    const { result, items } = parse(text);
    return items >= minItems ? result : null;
  } catch {
    return null;
  }
}

/** Appends the end tags of the elements still open at the end of `prefix`, innermost first. */
export function closeOpenElements(prefix: string): string {
  return prefix + endTags(openElements(prefix));
}

/** The names of the elements open at the end of `prefix`, outermost first. */
function openElements(prefix: string): string[] {
  const open: string[] = [];
  for (const [token, closing, opening] of prefix.matchAll(TOKEN)) {
    if (opening && !token.endsWith("/>")) {
      open.push(opening);
    } else if (closing) {
      // A stray end tag (HTML left unescaped in a description) closes nothing.
      const at = open.lastIndexOf(closing);
      if (at >= 0) open.length = at;
    }
  }
  return open;
}

function endTags(open: string[]): string {
  return [...open].reverse().map((name) => `</${name}>`).join("");
}
