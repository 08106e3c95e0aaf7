import { countWords } from "../extract/word-count.js";
import { linkAndKey } from "../item-link.js";
import type { ParsedFeed, ParsedItem } from "../types.js";

/** What the main thread needs of an item to choose and store it, worked out beside the parse so that it does no text work. */
export interface ItemFacts {
  /** itemLink(item): null when the item has no usable link. */
  link: string | null;
  canonicalUrl: string | null;
  /** countWords(item.summary). */
  words: number;
}

/** A parsed item with its facts. */
export type FactItem = ParsedItem & { facts: ItemFacts };

/** A parsed feed whose items carry their facts. */
export type FactFeed = Omit<ParsedFeed, "items"> & { items: FactItem[] };

/** The facts of one item. */
export function itemFacts(item: ParsedItem): ItemFacts {
  return { ...linkAndKey(item), words: countWords(item.summary) };
}

/** The feed with each item's facts. */
export function withFacts(feed: ParsedFeed): FactFeed {
  return { ...feed, items: feed.items.map((item) => ({ ...item, facts: itemFacts(item) })) };
}
