import { cutAtWord } from "./cut-at-word.js";

/**
 * A summary shortened to a feed's limit (rss_feeds.summary_max_chars, docs/product.md#feed-rss): the whole
 * sentences that fit, or, when even the first does not, that sentence cut at a word with "…". A summary within the
 * limit comes back as it is.
 */
export function summaryWithin(summary: string, max: number): string {
  if (summary.length <= max) return summary;
  const sentences = summary.split(/(?<=[.!?…])\s+/u);
  let kept = "";
  for (const sentence of sentences) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > max) break;
    kept = next;
  }
  return kept || cutAtWord(summary, max);
}
