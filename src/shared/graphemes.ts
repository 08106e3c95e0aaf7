/**
 * User-perceived characters (grapheme clusters), for the limits that count
 * them that way (docs/decisions.md#social-platforms) and for cutAtWord's
 * "graphemes" unit. Here rather than in social/ because the browser cuts text too.
 */

let segmenter: Intl.Segmenter | undefined;

/**
 * User-perceived characters: an accented letter written with a combining
 * mark, or an emoji with its modifiers, is one. Segmented a window at a time:
 * V8's segmenter slows down quadratically on long strings. With `limit`, at
 * most the first `limit` of them, segmenting no further than needed.
 */
export function graphemes(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  segmenter ??= new Intl.Segmenter("it", { granularity: "grapheme" });
  const found: string[] = [];
  let start = 0;
  let size = 256;
  while (start < text.length) {
    const parts = Array.from(segmenter.segment(text.slice(start, start + size)), (part) => part.segment);
    if (start + size >= text.length) return [...found, ...parts].slice(0, limit);
    // Clusters near the window's end may go on past it (or be a half emoji): read them again with the next window.
    let dropped = 0;
    while (parts.length > 0 && dropped < 8) dropped += parts.pop()!.length;
    if (parts.length === 0) {
      size *= 2;
      continue;
    }
    found.push(...parts);
    if (found.length >= limit) return found.slice(0, limit);
    start += size - dropped;
    size = 256;
  }
  return found;
}
